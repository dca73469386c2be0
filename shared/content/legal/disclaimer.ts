import type { LegalDocument } from '../types.js';

/** The /disclaimer page: the limits of the information published on the website. */
const document: LegalDocument = {
  title: 'Disclaimer',
  lastUpdated: '2025-09-11',
  description:
    'The limits of our website content: general information only, no advice or advisory relationship without a signed engagement letter, and no investment advice.',
  intro: [
    'This website describes our work and publishes articles, guides and commentary on cross-border corporate, banking, licensing, residency and related matters. We hope it is useful, but it is important to understand what it is and what it is not.',
    'This disclaimer applies to all content on the website and should be read together with our Terms of Use.',
  ],
  sections: [
    {
      heading: 'General Guidance Only',
      paragraphs: [
        'Everything published on this website is general information, provided to help readers understand the issues and options that may be relevant to them. It is not advice and is not tailored to the circumstances, objectives or risk profile of any particular person or organisation.',
        'Cross-border matters turn on their facts. The right course of action depends on considerations such as nationality, residence, tax position, the nature of a business and its ownership, none of which general content can take into account. You should obtain advice specific to your situation before making any decision.',
        'Where our articles and guides use examples, scenarios or comparisons, they are illustrative only. They do not describe the affairs of any client, and they are not a prediction of how any authority, bank or counterparty will treat a particular application or arrangement. Outcomes depend on the facts and on decisions that rest with third parties.',
      ],
    },
    {
      heading: 'No Advisory Relationship',
      paragraphs: [
        'Reading this website, or contacting us by email, does not create an advisory or client relationship between you and us, and does not give rise to any duty of care. An advisory relationship exists only once we have agreed to act for you and both parties have signed an engagement letter setting out the scope of our work and the terms on which it is provided.',
        'Until then, we have no obligation to advise you, and any preliminary comments we may make in reply to an enquiry are given without responsibility and should not be relied upon.',
      ],
    },
    {
      heading: 'No Responsibility for Actions Taken',
      paragraphs: [
        'You should not act, or refrain from acting, on the basis of any content on this website without first obtaining professional advice on your particular circumstances. To the fullest extent permitted by law, we accept no responsibility or liability for any loss arising from any action taken or not taken by anyone in reliance on the content of this website.',
        'Nothing in this disclaimer excludes or limits any liability that cannot be excluded or limited under English law.',
      ],
    },
    {
      heading: 'Jurisdictional Variation',
      paragraphs: [
        'Laws, regulations and official practice differ significantly from one jurisdiction to another, and sometimes between regions, free zones or financial centres within a single country. A structure, licence or programme that is available or advantageous in one place may be unavailable, restricted or unsuitable in another, or for a person with a different nationality or residence.',
        'Content on this website may therefore not apply, or may apply differently, in your jurisdiction. It is not directed at any person in any jurisdiction where its publication or use would be contrary to local law or regulation.',
      ],
    },
    {
      heading: 'No Investment Advice',
      paragraphs: [
        'We are not authorised by the Financial Conduct Authority to give investment advice. Nothing on this website is investment advice, nothing on it is intended as a financial promotion or as an invitation or inducement to engage in investment activity, and nothing on it is a recommendation to buy, sell or hold any investment.',
        'Where the website discusses residency or citizenship by investment programmes, investment funds, banking arrangements or financial structures, it does so in general and descriptive terms only. Any investment carries risk, including the risk of losing some or all of the money invested. Decisions of this kind should be made only with advice from a suitably authorised and qualified adviser.',
      ],
    },
    {
      heading: 'Regulatory Information',
      paragraphs: [
        'Regulatory and legislative information on this website is given as at the date of publication or last review shown with it. Laws, regulatory guidance, investment thresholds, government fees, processing times and the availability of programmes change frequently, sometimes at short notice and occasionally with retrospective effect.',
        'Where we are aware that a rule or programme was under review at the time of writing, we try to say so, but the position may have moved on since. We do not undertake to update published content to reflect later changes. Before relying on any regulatory information, you should confirm the current position with the relevant authority or with an appropriately qualified adviser.',
      ],
    },
    {
      heading: 'Third-Party Information',
      paragraphs: [
        'Some content refers to or summarises information published by governments, regulators and other third parties. We take reasonable care in preparing that content but do not verify all such information independently, and we make no representation as to its accuracy or completeness.',
        'References to any third party, official programme or external source are for information only and do not imply any endorsement by us or any affiliation with us.',
      ],
    },
    {
      heading: 'Professional Limitations',
      paragraphs: [
        'We are an advisory firm. We are not a law firm and we are not an investment firm authorised by the Financial Conduct Authority. Where an engagement calls for work that only an authorised or qualified professional may carry out, the engagement letter will say who carries it out and on what basis.',
        'Where a matter calls for reserved legal activities, regulated investment services, formal tax advice or immigration advice that must be given by a qualified or registered adviser, we will say so. Such work is provided only by suitably qualified professionals, whether within our group or independent of it, and on terms set out in writing.',
        'In many jurisdictions certain kinds of legal, financial and immigration advice may be given only by persons who are authorised, registered or otherwise permitted to give it. In the United Kingdom, for example, reserved legal activities are limited to persons authorised or exempt under the Legal Services Act 2007, regulated investment activities to firms authorised by the Financial Conduct Authority or the Prudential Regulation Authority or otherwise exempt, and immigration advice to advisers regulated by the Immigration Advice Authority or otherwise qualified to give it. References on this website to our capabilities in those areas should be read subject to this limitation.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'If you have a question about this disclaimer, or would like to discuss how we might assist you under a formal engagement, please write to our enquiry address shown below.',
      ],
    },
  ],
};

export default document;
