import type { ServiceDetail } from '../types.js';

/** Words of the /services/asset-protection page. */
const detail: ServiceDetail = {
  slug: 'asset-protection',
  eyebrow: 'Private Wealth Services',
  lead: 'We advise families and their advisers on structures that hold, govern and pass on wealth across generations and jurisdictions. Structures must be established for legitimate purposes, fully disclosed where the law requires, and set up well before any foreseeable claim.',
  offeringsHeading: 'What we do',
  offeringsIntro:
    'Good wealth structuring begins with the family’s objectives, residences and assets, not with a particular vehicle. We work with trustees, tax advisers and local counsel to deliver arrangements that are robust and transparent.',
  offerings: [
    {
      title: 'Trust & Foundation Setup',
      description:
        'We advise on the choice between trusts, foundations and companies, and on the jurisdiction and governing law best suited to each family. We help select professional trustees or councils and prepare letters of wishes and governance documents.',
    },
    {
      title: 'Family Office Structuring',
      description:
        'We help families decide whether a single family office, a multi-family office or an outsourced model suits them, and where it should be based. Our work covers the operating entity, investment vehicles, regulatory position and any available tax incentives.',
    },
    {
      title: 'Estate Planning Strategy',
      description:
        'We help families plan the orderly transfer of wealth, taking into account succession laws, forced heirship rules and inheritance taxes in each relevant country. We coordinate wills, shareholder arrangements and structure documents so that they work together.',
    },
    {
      title: 'Cross-Border Wealth Preservation',
      description:
        'For families with assets and members in several countries, we review how existing structures are affected by changes of residence, reporting regimes and tax rules. We then recommend adjustments that keep structures compliant and fit for purpose.',
    },
  ],
  groups: [
    {
      id: 'wealth-jurisdictions',
      heading: 'Wealth Jurisdictions',
      intro:
        'These jurisdictions combine established legal frameworks for private wealth with experienced professional service providers. The most suitable choice depends on the family’s residences, assets and governance needs.',
      itemsLabel: 'Benefits',
      entries: [
        {
          name: 'Singapore',
          type: 'Trusts · Single family offices (13O/13U)',
          items: [
            'Tax incentive schemes for family office funds under sections 13O and 13U of the Income Tax Act 1947, subject to MAS approval',
            'Common-law trusts administered by trust companies licensed by the Monetary Authority of Singapore',
            'Variable capital companies for investment holdings',
            'Stable legal system, including the Singapore International Commercial Court',
          ],
        },
        {
          name: 'Switzerland',
          type: 'Foundations · Private banking',
          items: [
            'Long-established private banking and wealth management sector supervised by FINMA',
            'Recognition of foreign trusts under the Hague Trust Convention',
            'Professional trustees and asset managers subject to FINMA authorisation',
            'Charitable foundations under the Swiss Civil Code, with family foundations limited by law',
          ],
        },
        {
          name: 'Cayman Islands',
          type: 'STAR trusts · Exempted companies',
          items: [
            'STAR trusts that may be established for persons, purposes or both',
            'Foundation companies and private trust companies',
            'Trusts legislation with firewall provisions against foreign heirship claims',
            'No direct taxes on income, capital gains or inheritance',
          ],
        },
        {
          name: 'Luxembourg',
          type: 'SPF · Reserved alternative investment funds',
          items: [
            'Family wealth management companies (SPF) for passive investment, subject to a subscription tax instead of corporate income tax',
            'Reserved alternative investment funds (RAIF) managed by an authorised AIFM',
            'Fiduciary contracts under the law of 27 July 2003',
            'EU member state with a large cross-border fund industry',
          ],
        },
        {
          name: 'Jersey',
          type: 'Trusts · Foundations · Firewall law',
          items: [
            'Trusts (Jersey) Law 1984, including firewall provisions against foreign claims',
            'Foundations under the Foundations (Jersey) Law 2009',
            'Trust company business regulated by the Jersey Financial Services Commission',
            'Experienced Royal Court with an established body of trust case law',
          ],
        },
        {
          name: 'Malta',
          type: 'Foundations · Trusts (civil-law)',
          items: [
            'Trusts under the Trusts and Trustees Act (Cap. 331)',
            'Private foundations under the Second Schedule to the Civil Code',
            'Trustees and fiduciaries authorised by the Malta Financial Services Authority',
            'EU member state with English as an official language',
          ],
        },
      ],
    },
  ],
};

export default detail;
