import type { ServiceDetail } from '../types.js';

/** Words of the /services/licensing-compliance page. */
const detail: ServiceDetail = {
  slug: 'licensing-compliance',
  eyebrow: 'Regulatory Services',
  lead: 'We support businesses in regulated sectors through the licensing process and in the compliance work that follows authorisation. Our advice is grounded in the rules and supervisory expectations of each regulator, and every decision to grant a licence remains the regulator’s alone.',
  offeringsHeading: 'How we support regulated businesses',
  offeringsIntro:
    'Licensing is rarely a single application: it involves choosing the right regime, building the governance and controls a regulator expects, and maintaining them afterwards. We work alongside management and local counsel at each stage.',
  offerings: [
    {
      title: 'Licence Applications',
      description:
        'We prepare and coordinate licence applications, including business plans, policies and procedures, financial projections and fitness and propriety submissions for key individuals. We aim for applications that are complete and consistent, which helps avoid delays during review.',
    },
    {
      title: 'Regulatory Strategy',
      description:
        'We compare the regimes available for a proposed activity, taking account of passporting rights, capital requirements, substance expectations and timelines. The outcome is a clear view of where to apply first and how further markets can be added.',
    },
    {
      title: 'Ongoing Compliance',
      description:
        'After authorisation we help firms meet their continuing obligations, from policy updates and training to compliance monitoring programmes. We can support an in-house compliance function or provide interim assistance while one is being built.',
    },
    {
      title: 'Regulator Liaison',
      description:
        'We help clients prepare for meetings with regulators, respond to information requests and manage notifications such as changes in control or key personnel. Clear, timely communication supports a constructive supervisory relationship.',
    },
  ],
  groups: [
    {
      id: 'industries',
      heading: 'Industries We License',
      intro:
        'We concentrate on sectors where licensing requirements are demanding and change frequently. The licences listed are examples of the regimes we work with most often.',
      itemsLabel: 'Key licences',
      entries: [
        {
          name: 'Crypto & Digital Assets',
          description:
            'The Markets in Crypto-Assets Regulation has applied in full across the EU since 30 December 2024, with national transitional periods ending no later than 1 July 2026. Elsewhere, regimes range from dedicated virtual asset laws to registration under anti-money laundering rules, and the United Kingdom has published draft legislation for a fuller authorisation regime, which is not yet in force.',
          items: [
            'MiCA crypto-asset service provider (CASP) authorisation',
            'VARA virtual asset service provider (VASP) licence in Dubai',
            'MAS Major Payment Institution licence for digital payment token services',
            'FCA cryptoasset registration under the Money Laundering Regulations',
          ],
        },
        {
          name: 'Fintech & Payments',
          description:
            'Payment and electronic money businesses need authorisation proportionate to their activities, safeguarding arrangements for client funds and robust operational resilience. We help firms choose between regimes and prepare for the capital, governance and safeguarding requirements each one sets.',
          items: [
            'FCA electronic money institution (EMI) authorisation',
            'PSD2 payment institution licence in an EU member state',
            'MAS Major Payment Institution licence',
            'CBUAE Retail Payment Services licence',
          ],
        },
        {
          name: 'Mining & Natural Resources',
          description:
            'Mineral rights are generally granted by the state through a sequence of permits, from exploration to production and export, each with its own environmental and reporting conditions. In the EU, the Critical Raw Materials Act introduced strategic project status with shorter permitting timelines for qualifying projects.',
          items: [
            'Exploration and prospecting licences',
            'Mining leases, for example under Western Australia’s Mining Act 1978',
            'Environmental permits and impact assessment approvals',
            'Export licences and Kimberley Process certificates for rough diamonds',
          ],
        },
        {
          name: 'Gaming & Entertainment',
          description:
            'Gambling regulators expect strong controls on player protection, anti-money laundering and the integrity of games. Curaçao’s National Ordinance on Games of Chance, in force since 24 December 2024, replaced the former master-licence and sublicence system with licences issued directly by the Curaçao Gaming Authority.',
          items: [
            'Malta Gaming Authority B2C and B2B gaming licences',
            'UK Gambling Commission remote operating licence',
            'Isle of Man Gambling Supervision Commission online gambling licence',
            'Curaçao Gaming Authority licence under the National Ordinance on Games of Chance (LOK)',
          ],
        },
      ],
    },
    {
      id: 'compliance-frameworks',
      heading: 'Compliance Frameworks',
      intro:
        'A licence is only as secure as the controls behind it. We design and review compliance frameworks that are proportionate to each firm’s size, activities and risk.',
      itemsLabel: 'Includes',
      entries: [
        {
          name: 'AML/KYC Integration',
          description:
            'We design customer due diligence and monitoring processes that meet the applicable anti-money laundering rules and work in practice for the business and its customers.',
          items: [
            'Customer due diligence and enhanced due diligence procedures',
            'Beneficial ownership verification',
            'Transaction monitoring and sanctions screening',
            'Travel Rule procedures for crypto-asset transfers',
          ],
        },
        {
          name: 'Regulatory Monitoring',
          description:
            'We track legislative and supervisory developments in the jurisdictions where a client is licensed and explain what each change means for its business.',
          items: [
            'Horizon scanning of rules, guidance and consultations',
            'Impact assessments for new requirements',
            'Implementation plans with clear deadlines',
            'Briefings for boards and senior management',
          ],
        },
        {
          name: 'Risk Assessment',
          description:
            'We prepare and refresh the risk assessments regulators expect to see, linking identified risks to the controls that mitigate them.',
          items: [
            'Business-wide risk assessments',
            'Customer, product and channel risk methodologies',
            'Jurisdictional and sanctions risk analysis',
            'Control testing and gap analysis',
          ],
        },
        {
          name: 'Audit & Reporting',
          description:
            'We help firms evidence their compliance through independent reviews and accurate, timely reporting to regulators and boards.',
          items: [
            'Independent compliance and AML reviews',
            'Regulatory returns and notifications',
            'Annual MLRO and compliance reports',
            'Remediation tracking after findings',
          ],
        },
      ],
    },
  ],
};

export default detail;
