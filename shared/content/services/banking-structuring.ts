import type { ServiceDetail } from '../types.js';

/** Words of the /services/banking-structuring page. */
const detail: ServiceDetail = {
  slug: 'banking-structuring',
  eyebrow: 'Financial Services',
  lead: 'We help companies, funds and private clients establish banking relationships and financial structures that match their activities and their risk profile. We prepare clients for the due diligence institutions carry out, while recognising that every decision to open or maintain an account rests with the institution.',
  offeringsHeading: 'What we do',
  offeringsIntro:
    'Banks and payment institutions look for clear ownership, a credible business rationale and well-documented sources of funds. Our role is to present each client’s position accurately and to match it with institutions whose appetite fits.',
  offerings: [
    {
      title: 'Corporate Banking Introductions',
      description:
        'We identify institutions whose client profile, currencies and services suit the business, and prepare a complete and accurate onboarding file. We then support the client through the institution’s questions until a decision is reached.',
    },
    {
      title: 'High-Risk Business Account Setup',
      description:
        'Businesses in sectors such as digital assets, gaming or cross-border payments face enhanced due diligence and a narrower choice of providers. We help them document their controls, licences and flows of funds so that suitable institutions can assess them properly.',
    },
    {
      title: 'Fund & Investment Structures',
      description:
        'We advise on the choice of fund vehicle, domicile and service providers for private funds, co-investment vehicles and investment holding companies. We coordinate fund counsel, administrators and depositaries where they are required.',
    },
    {
      title: 'Financial Compliance Support',
      description:
        'We help clients meet the ongoing information requests of their banks, including periodic reviews, source-of-funds evidence and CRS and FATCA self-certifications. Keeping this information current reduces the risk of accounts being restricted or closed.',
    },
  ],
  groups: [
    {
      id: 'banking-network',
      heading: 'Banking Network',
      intro:
        'We work with institutions across the main financial centres below. We do not name individual banks, and introductions are made only where a client’s profile fits the institution’s stated appetite.',
      itemsLabel: 'Institution types',
      entries: [
        {
          name: 'United Kingdom',
          description:
            'Banks are authorised by the Prudential Regulation Authority and regulated by both the PRA and the Financial Conduct Authority, with eligible deposits protected by the Financial Services Compensation Scheme up to £85,000 per eligible depositor at each authorised deposit-taker; the PRA consulted in March 2025 on raising this limit from 1 December 2025. Electronic money institutions are authorised by the FCA and safeguard client funds rather than offering deposit protection.',
          items: [
            'Clearing and high-street banks',
            'Private banks and wealth managers',
            'Electronic money institutions',
          ],
        },
        {
          name: 'Switzerland',
          description:
            'Banks are licensed and supervised by the Swiss Financial Market Supervisory Authority (FINMA). Independent asset managers and trustees also require FINMA authorisation and are supervised on an ongoing basis by approved supervisory organisations.',
          items: ['Private banks and wealth managers', 'Cantonal and universal banks', 'Independent asset managers'],
        },
        {
          name: 'Singapore',
          description:
            'The Monetary Authority of Singapore (MAS) is both the central bank and the integrated financial regulator. It licenses banks, capital markets firms and payment institutions under a single supervisory framework.',
          items: ['Full and wholesale banks', 'Private banks and wealth managers', 'Major payment institutions'],
        },
        {
          name: 'Dubai',
          description:
            'Banks operating onshore are licensed by the Central Bank of the UAE (CBUAE). Firms in the Dubai International Financial Centre are authorised and supervised by the Dubai Financial Services Authority (DFSA).',
          items: [
            'Onshore commercial banks',
            'DIFC private banks and wealth managers',
            'Licensed payment service providers',
          ],
        },
        {
          name: 'Luxembourg',
          description:
            'Banks and investment firms are supervised by the Commission de Surveillance du Secteur Financier (CSSF). Significant banks fall under direct supervision by the European Central Bank within the Single Supervisory Mechanism.',
          items: [
            'Private banks and wealth managers',
            'Depositary and custody banks',
            'Payment and electronic money institutions',
          ],
        },
        {
          name: 'Cayman Islands',
          description:
            'Banks, trust companies and fund administrators are licensed and supervised by the Cayman Islands Monetary Authority (CIMA). Class A licences permit domestic and international banking, while Class B licences are granted mainly for international business.',
          items: ['Class A banks', 'Class B international banks', 'Trust companies and fund administrators'],
        },
      ],
    },
  ],
};

export default detail;
