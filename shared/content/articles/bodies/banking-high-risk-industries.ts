import type { ArticleBody } from '../../types.js';

/** Body of the article "banking-high-risk-industries": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'Opening an account for a business that a bank considers high risk is rarely a matter of completing a form. It is closer to a due diligence exercise in reverse: the applicant must anticipate what a provider’s compliance team needs to be satisfied, supply it in a coherent and verifiable form, and then sustain that standard for as long as the relationship lasts. Businesses that treat onboarding as a one-off hurdle often succeed in opening an account only to lose it at the first periodic review.',
    'This guide sets out a practical sequence for businesses in sectors such as cryptoassets, gambling, adult entertainment, CBD, money services, defence, or those with links to higher-risk jurisdictions or politically exposed persons. It covers how to assemble the onboarding file, how to choose between banks, electronic money institutions and payment institutions, what relationship managers and compliance analysts typically ask, how to design an account structure across more than one jurisdiction, and how to keep accounts open through monitoring, reviews and change.',
    'The position described reflects our understanding as at 11 September 2025. Requirements differ between providers and jurisdictions, and each institution applies its own risk appetite, so the steps below improve the prospects of a successful application but cannot determine its outcome.',
  ],
  sections: [
    {
      heading: 'Step one: preparing the onboarding file',
      paragraphs: [
        'A well-prepared onboarding file is the single most effective way to shorten the process and reduce the number of follow-up questions. Compliance analysts work through a checklist, and every gap or inconsistency generates a request, a delay and, cumulatively, doubt. The aim is a file that tells a consistent story: the same names, addresses, percentages, activities and figures wherever they appear, supported by documents that an independent reviewer could verify.',
        'Before assembling anything, it is worth preparing a one-page summary of the business: what it does, for whom, where, under which licences, with what expected volumes and through which counterparties. That summary becomes the reference point against which every other document is checked, and it is often the first thing a relationship manager will ask to see.',
      ],
      subsections: [
        {
          heading: 'Corporate documents',
          paragraphs: [
            'Providers will want evidence that the applicant exists, is in good standing and is properly governed. Documents should be current, certified where the provider requires it, and translated by a qualified translator if not in a language the provider accepts. Where documents are issued abroad, an apostille or other legalisation may be requested.',
          ],
          items: [
            'Certificate of incorporation and any certificates of change of name.',
            'Constitutional documents, such as articles of association or a memorandum and articles, in their current form.',
            'A recent certificate of good standing or incumbency, or an extract from the official company register.',
            'Registers of directors, members and, where applicable, persons with significant control or beneficial owners.',
            'Board resolution authorising the account opening and naming the authorised signatories.',
            'Evidence of the registered and trading addresses, and of any operating premises or staff.',
            'A Legal Entity Identifier where the business has one or the provider requires it.',
          ],
        },
        {
          heading: 'Ownership, control and identity',
          paragraphs: [
            'The ownership section is where high-risk applications most often stall. Providers must identify every individual who ultimately owns or controls the business. The statutory threshold in the UK and the EU is generally more than 25 per cent of shares or voting rights, but many institutions apply a lower threshold to customers they rate as high risk, and they will also look for control exercised by other means, such as rights to appoint directors or through trusts and shareholder agreements.',
            'A clear structure chart, showing every entity between the applicant and its ultimate owners with jurisdictions and percentages, is essential. For each individual beneficial owner, director and signatory, expect to provide a certified passport or national identity card, recent proof of residential address, and in many cases a curriculum vitae or professional profile. Where a trust or foundation sits in the chain, the trust deed or charter and details of settlors, trustees, protectors and beneficiaries will be needed. For UK companies, the staged roll-out of Companies House identity checks on company officers and registrable owners, introduced by the Economic Crime and Corporate Transparency Act 2023, means providers increasingly expect the public register to match the file exactly.',
          ],
        },
        {
          heading: 'Evidencing where the money comes from',
          paragraphs: [
            'Providers distinguish between source of funds and source of wealth, even though applicants often blur the two. Source of funds is about where the specific money moving through the account comes from – share capital, investor subscriptions, customer receipts or loan proceeds, for instance. Source of wealth is about how each beneficial owner built up their overall net worth, for example through employment, the sale of a business, inheritance or investment returns. For higher-risk relationships, providers routinely ask for both, and they expect evidence rather than assertion.',
            'Useful evidence includes audited or management accounts, bank statements showing the capital injection, share purchase agreements, sale completion statements, tax returns, payslips or employment letters, probate documents and investment portfolio statements. A short narrative for each beneficial owner, linking the evidence into a chronology, helps an analyst considerably. Where wealth derives from cryptoassets, the provider may ask for wallet addresses, exchange statements and blockchain analytics reports covering the period of accumulation.',
          ],
        },
        {
          heading: 'Business plan and expected account activity',
          paragraphs: [
            'Providers need to know what normal activity will look like so that they can monitor against it. A concise business plan should describe the products or services, the customer base, the countries of operation and of customers, the main suppliers and partners, the revenue model and the growth plan. It should be accompanied by an expected activity profile covering monthly incoming and outgoing volumes and values, typical transaction sizes, currencies, the principal counterparties and jurisdictions, and any cash, crypto or third-party payment elements. Projections should be realistic: figures that are later exceeded by a wide margin are a common trigger for account reviews.',
          ],
        },
        {
          heading: 'Compliance manual and licences',
          paragraphs: [
            'For a high-risk business, evidence of its own controls carries great weight. Providers will often ask for the policy on preventing money laundering and terrorist financing, the business-wide risk assessment, customer due diligence procedures, sanctions screening arrangements, transaction monitoring approach, staff training records and record-keeping policy, together with the name and background of the money laundering reporting officer or compliance lead. Copies of any licences or registrations, recent correspondence with the regulator, the most recent audit or compliance review, and tax residency documentation such as CRS self-certifications and the relevant FATCA forms complete the file.',
          ],
        },
        {
          heading: 'Common weaknesses in onboarding files',
          paragraphs: [
            'In our experience, applications are slowed less by the underlying risk than by avoidable defects in the file. A final check against the following points before submission is worthwhile.',
          ],
          items: [
            'Ownership percentages or names that differ between the structure chart, the registers and the application form.',
            'Expired identity documents, or proof of address older than the provider’s accepted limit.',
            'A business plan that describes activities or markets not mentioned elsewhere, or omits ones that are.',
            'Source of wealth narratives unsupported by documents, or documents with no narrative to explain them.',
            'Compliance policies copied from templates that do not reflect how the business actually operates.',
            'Unexplained entities in the ownership chain, particularly in jurisdictions with limited public registers.',
          ],
        },
      ],
    },
    {
      heading: 'Step two: choosing between banks, EMIs and payment institutions',
      paragraphs: [
        'The choice of provider should follow from what the business actually needs, not simply from which institution is willing to say yes. A useful first exercise is to list the functions the accounts must perform: receiving customer payments, paying suppliers and staff, holding reserves or regulatory capital, safeguarding client money, settling card acquiring proceeds, converting currencies and, where relevant, moving funds to and from cryptoasset platforms. Different providers are suited to different functions, and most high-risk businesses end up using more than one.',
      ],
      subsections: [
        {
          heading: 'Banks',
          paragraphs: [
            'A licensed bank offers the widest range of services: deposit accounts, credit facilities, guarantees, trade finance, direct access to clearing in its home currency and, in most jurisdictions, deposit protection. In the UK, eligible deposits are protected by the Financial Services Compensation Scheme up to £85,000 per eligible depositor per authorised institution at the time of writing, although the Prudential Regulation Authority consulted in 2025 on raising that limit; across the EU, deposit guarantee schemes protect eligible deposits up to €100,000. For businesses that hold significant reserves or need credit, a bank relationship is difficult to replace.',
            'The trade-off is that banks typically take longer to onboard, ask for more documentation, and may have a narrow or undisclosed appetite for particular sectors. Specialist banks that deliberately serve higher-risk industries exist in several jurisdictions, but they price for the additional work, may require minimum balances, and can change appetite when their own circumstances change.',
          ],
        },
        {
          heading: 'Electronic money institutions and payment institutions',
          paragraphs: [
            'EMIs and payment institutions are often quicker to onboard, offer multi-currency accounts and modern interfaces, and some have built their business around sectors that banks avoid. They may provide credit only in limited circumstances linked to payment services, and funds held with them are not deposits: instead of deposit protection, the provider must safeguard customer money, typically by holding it in segregated accounts at a bank or by arranging insurance or a guarantee. If an EMI fails, safeguarded funds should be returned to customers, but the process can take time and involve costs, which is why the Financial Conduct Authority (FCA) published more demanding safeguarding rules in August 2025, due to take effect in May 2026.',
            'Before relying on an EMI, it is prudent to check its authorisation on the regulator’s public register, to understand whether it is authorised or merely registered as a smaller institution, to ask which banks hold its safeguarded funds, and to consider whether those partner banks are comfortable with the sector concerned. An EMI’s risk appetite is ultimately constrained by that of its banking partners.',
          ],
        },
        {
          heading: 'Card acquirers and payment facilitators',
          paragraphs: [
            'Businesses that accept card payments need an acquirer as well as an account provider, and for high-risk merchant categories the acquirer’s requirements can be the more demanding. Expect scrutiny of websites, terms and conditions, refund policies and chargeback history, registration with the card schemes where the merchant category requires it, and a rolling reserve that holds back part of each settlement for a period. Settlement from the acquirer should go to an account that the business controls and that is recorded in its expected activity profile.',
          ],
        },
        {
          heading: 'Questions to put to any prospective provider',
          paragraphs: [
            'The due diligence should run in both directions. Asking a provider direct questions at the outset avoids investing weeks in an application that was never likely to succeed, and it gives a clearer picture of how the relationship will work in practice.',
          ],
          items: [
            'Does the provider currently serve businesses in this sector and jurisdiction, and is that appetite documented in its policies?',
            'What is its regulatory status, which regulator supervises it, and what protection applies to funds held with it?',
            'Which currencies and payment schemes can it access directly, and which depend on an intermediary or partner bank?',
            'What are its onboarding timeline, fees, minimum balances and, for acquiring, its reserve arrangements?',
            'How often will periodic reviews take place, and what information will they require?',
            'What notice does its contract give before termination, and in what circumstances may it close accounts immediately?',
            'Will there be a named relationship manager or a dedicated point of contact for compliance queries?',
          ],
        },
        {
          heading: 'Sequencing the applications',
          paragraphs: [
            'Submitting identical applications to many providers simultaneously rarely helps. Institutions may ask whether other applications have been made or refused, and inconsistent answers or a pattern of rejections can count against the applicant. A better approach is to prioritise a small number of providers whose appetite has been confirmed, to tailor the submission to each, and to keep a careful record of what has been sent to whom. Where an application is declined, it is worth asking, politely, whether any specific concern could be addressed; providers are not always able to answer, but sometimes a gap in the file is the real obstacle.',
          ],
        },
      ],
    },
    {
      heading: 'Step three: what relationship managers and compliance teams ask',
      paragraphs: [
        'Most providers separate the commercial conversation from the compliance assessment. The relationship manager or sales contact is interested in whether the business fits the provider’s target market and will be profitable; the compliance analyst, and for high-risk cases a senior approver or committee, decides whether the risk is acceptable and can be managed. An applicant needs to satisfy both, and it helps to understand that the relationship manager is frequently an advocate inside the institution who needs good material to make the case.',
        'Questions usually arrive in rounds. The first round checks completeness; the second probes inconsistencies and gaps; later rounds, if any, concern specific risk factors identified by the analyst or raised by the approver. Each round can add days or weeks, so answering fully and precisely the first time is the most effective way to shorten the timetable.',
      ],
      subsections: [
        {
          heading: 'Typical lines of enquiry',
          paragraphs: [
            'The detail varies by sector, but certain themes appear in almost every high-risk assessment. Preparing written answers in advance, consistent with the onboarding file, is time well spent.',
          ],
          items: [
            'Business model: how revenue is generated, who the customers are, how they are acquired and how they pay.',
            'Geography: the countries in which the business, its owners, customers, suppliers and service providers are located, and whether any are subject to sanctions or identified as high risk.',
            'Customer controls: how the business identifies and verifies its own customers, screens them against sanctions and PEP lists, and monitors their activity.',
            'Flows of funds: a diagram showing how money enters and leaves the business, including any client money, third-party payments, intra-group transfers and currency conversion.',
            'Licensing: which activities are regulated, where the business holds licences, and how it ensures it does not serve customers in markets where it is not permitted to operate.',
            'People: the experience of directors and key staff, particularly the compliance function, and any adverse media, litigation or regulatory history.',
            'Previous banking: existing and former providers, and the reasons any relationship ended.',
          ],
        },
        {
          heading: 'Sector-specific questions',
          paragraphs: [
            'Cryptoasset businesses should expect questions about their registration or authorisation status – for example under MiCA in the EU or with the FCA in the UK – their travel rule solution, blockchain analytics provider, wallet screening, custody arrangements and exposure to privacy-enhancing tools. Gambling operators will be asked about licences, the markets they accept players from, responsible gambling controls and how they prevent deposits from third parties. Money services businesses will be asked about agent networks, corridors, the controls applied to their own customers and the identity of their other banking partners. Adult content businesses should be ready to explain content moderation, consent verification and age assurance, including compliance with the Online Safety Act 2023 where UK users are served. Defence businesses will need to show export licences, end-user controls and sanctions screening of their supply chain.',
          ],
        },
        {
          heading: 'Interviews and site visits',
          paragraphs: [
            'For higher-risk relationships, a call or meeting with the directors, beneficial owners or compliance lead is common, and some providers visit premises. The purpose is to test that the people understand their own business and controls. Directors should be briefed on the file, able to explain the flows of funds without notes, and candid about weaknesses or matters still in progress. An adviser can attend, but providers want to hear from management directly.',
          ],
        },
        {
          heading: 'Disclosing difficult facts',
          paragraphs: [
            'Adverse media, a previous account closure, an old regulatory finding or a beneficial owner who is a politically exposed person are not automatically disqualifying, but concealing them very often is. Providers conduct their own screening and may share information with others in the circumstances the law permits, so a fact disclosed late, or discovered independently, damages trust far more than the fact itself. The better course is to disclose at the outset, with context and evidence of how the matter was resolved or is being managed.',
          ],
        },
        {
          heading: 'Realistic timelines',
          paragraphs: [
            'Onboarding a high-risk business can take anywhere from a few weeks with an EMI that specialises in the sector to several months with a bank, particularly where the application goes to a committee or the structure involves several jurisdictions. Planning should allow for that range: launching a product, completing an acquisition or signing a major contract on the assumption that an account will be open by a given date is a common and costly mistake. Keeping existing accounts operational until the new ones are fully functional, including tested incoming and outgoing payments, avoids a gap.',
          ],
        },
      ],
    },
    {
      heading: 'Step four: designing a multi-jurisdiction account architecture',
      paragraphs: [
        'Once the first relationships are in place, the next task is to arrange them into a structure that is efficient in normal times and resilient when something goes wrong. For a high-risk business, relying on a single account with a single provider is a concentration risk comparable to depending on a single customer. An account architecture assigns distinct functions to distinct accounts, spreads them across providers and, where the business model justifies it, across jurisdictions.',
        'The design should reflect the group’s legal structure. Each account must belong to an entity with a genuine reason to hold it: an operating company that trades in the relevant market, a treasury entity with real management and substance, or a licensed entity required to hold client money in a particular place. Accounts that have no evident connection to the entity’s activities, or entities that exist only to hold accounts, tend to attract questions from providers and, in some jurisdictions, from tax authorities applying economic substance or management and control tests.',
      ],
      subsections: [
        {
          heading: 'Assigning functions to accounts',
          paragraphs: [
            'A typical architecture for a mid-sized high-risk business might separate the following functions, though the right combination depends on the model and on regulatory requirements.',
          ],
          items: [
            'Collection accounts that receive customer payments or acquiring settlements, ideally in the currencies and payment schemes customers use.',
            'An operating account from which payroll, suppliers, rent and taxes are paid, with a bank where possible, to provide continuity of essential payments.',
            'A reserve or treasury account holding surplus cash and regulatory capital, placed with an institution whose credit standing and protection arrangements the board has reviewed.',
            'Safeguarding or client money accounts, where the business is itself regulated and must segregate customer funds, opened and designated as the applicable rules require.',
            'A foreign exchange facility or provider for conversion, so that currency needs do not dictate the choice of primary bank.',
            'At least one standby account, opened, funded and used periodically, with a different provider from the primary operating account.',
          ],
        },
        {
          heading: 'Choosing jurisdictions',
          paragraphs: [
            'Jurisdiction choice involves trade-offs between regulatory standing, access to currencies, time zones, cost and the provider’s appetite. Accounts in the UK and the EU carry the credibility of well-regarded supervisory systems and good access to sterling and euro payment schemes. For euro transfers and direct debits, the EU’s SEPA Regulation prohibits payers and payees from refusing payments simply because an account is located in another member state, so an IBAN issued in one member state should in principle be accepted throughout the EU, although practice does not always match the rule. Switzerland, Singapore and the UAE each offer established banking centres with their own regulatory expectations; the UAE’s standing improved after its removal from the FATF’s increased monitoring list in February 2024. Accounts in jurisdictions that are under FATF increased monitoring, or with weak supervisory reputations, may be easy to open but can make other providers more cautious about the business as a whole.',
          ],
        },
        {
          heading: 'Intra-group flows and documentation',
          paragraphs: [
            'Once accounts exist in several entities and jurisdictions, money will move between them, and each movement should have a documented commercial basis: an intra-group services agreement, a loan agreement, a dividend resolution or a cost-sharing arrangement. Round-tripping, frequent movements without clear purpose, or payments that do not match the agreements on file are classic monitoring alerts. The same documentation supports transfer pricing and tax compliance, so there is a double benefit in getting it right.',
            'Tax reporting also follows the accounts. Providers will collect self-certifications under the Common Reporting Standard and FATCA and may pass account details to the tax administration wherever the account holder or its controlling persons are resident. The group’s tax position should therefore be consistent with the account structure, and advisers should review both together.',
          ],
        },
        {
          heading: 'Keeping the architecture manageable',
          paragraphs: [
            'More accounts are not always better. Each relationship brings periodic reviews, fees, reporting and information requests, and an architecture that the finance team cannot maintain properly becomes a source of risk in itself. For most businesses, two or three well-chosen providers, each with a clear role and a current, consistent file, offer better resilience than a larger number of dormant or poorly maintained accounts. A register of all accounts, with owners, signatories, functions, review dates and key contractual terms, should be kept up to date and available to the board.',
          ],
        },
      ],
    },
    {
      heading: 'Step five: keeping accounts open – monitoring, reviews and contingency planning',
      paragraphs: [
        'Opening the account marks the start of the relationship, not its conclusion. Providers monitor activity continuously against the profile they were given, review high-risk customers periodically, and reassess the relationship whenever something unexpected occurs. Most closures of high-risk business accounts can be traced to one of three causes: activity that no longer matches the profile, slow or incomplete responses to information requests, or a change in the provider’s own appetite. The first two are largely within the business’s control; the third can only be planned for.',
      ],
      subsections: [
        {
          heading: 'Ongoing monitoring and requests for information',
          paragraphs: [
            'Transaction monitoring systems generate alerts when payments deviate from expected patterns – a new counterparty country, an unusually large transfer, a spike in volume, a payment to or from a cryptoasset platform, or a series of transactions just below a threshold. An alert often leads to a request for information asking for the purpose of a payment, an invoice or contract, or evidence of the counterparty’s identity. These requests are routine, but the way they are handled matters a great deal.',
            'A business should designate a person responsible for responding, keep supporting documents organised so that they can be produced quickly, and answer within the deadline given, or ask for more time before it expires. Answers should be factual and complete, and consistent with what the provider was told before. Repeated delays, partial answers or explanations that change over time are among the most common reasons a provider concludes that the relationship cannot be managed.',
          ],
        },
        {
          heading: 'Periodic reviews',
          paragraphs: [
            'Customers rated high risk are usually reviewed at least annually, and sometimes more often. A periodic review typically asks for updated corporate documents, confirmation of ownership and control, current identification for key individuals, recent financial statements, an updated expected activity profile and, for regulated businesses, evidence that licences remain in force. Treating the review as an opportunity, rather than a chore, pays off: a concise pack that anticipates the provider’s needs, explains how the business has developed since onboarding and reconciles actual activity with the previous forecast demonstrates exactly the kind of transparency that supports retention.',
          ],
        },
        {
          heading: 'Practices that reduce the risk of closure',
          paragraphs: [
            'Beyond prompt responses and well-prepared reviews, a number of habits consistently distinguish relationships that last from those that do not.',
          ],
          items: [
            'Notify providers in advance of material changes: new shareholders or directors, new products, entry into new markets, significant increases in volume, or a change of licence or regulator.',
            'Keep activity within the declared profile, and update the profile before, not after, the business outgrows it.',
            'Avoid third-party payments, unexplained cash deposits and payments to personal accounts of directors or staff unless clearly documented and disclosed.',
            'Use each account for its agreed purpose; do not route activity through an account opened for a different function.',
            'Maintain adequate balances and pay fees on time, since commercially marginal relationships are the first to be reviewed.',
            'Keep the compliance framework current, and share material improvements or independent reviews with providers.',
            'Monitor adverse media about the business and its owners, and address it with providers before they raise it.',
          ],
        },
        {
          heading: 'If a closure notice arrives',
          paragraphs: [
            'Where a provider decides to end a relationship, the contract and the applicable law govern how much notice it must give. In the UK, the Payment Services Regulations 2017 currently require at least two months’ notice for terminating an open-ended framework contract, although larger businesses may have agreed to disapply some of those protections, and a provider may act immediately in certain circumstances, such as suspected financial crime. Amending regulations made in 2025 lengthen that minimum to 90 days and introduce a duty to give reasons for the decision, with exceptions; they come into force on 28 April 2026 and apply only to contracts entered into on or after that date, so the rules that govern a particular account, and whether they apply to the business in question, should be confirmed. Providers cannot always explain a closure, since the proceeds of crime legislation prohibits tipping off.',
            'On receiving notice, the business should confirm the effective date, ask whether the decision can be reviewed and whether further information would help, and start moving critical payments immediately. If it believes it has been treated unfairly, it can use the provider’s complaints procedure; micro-enterprises and some small businesses may then be able to refer the matter to the Financial Ombudsman Service. Complaints rarely reverse a closure, however, so they should run alongside, not instead of, the transition.',
          ],
        },
        {
          heading: 'Contingency planning',
          paragraphs: [
            'The time to prepare for an account closure is while the accounts are working. A short written contingency plan, approved by management and tested at least once, turns a potential crisis into a managed transition. It should cover the essentials listed below.',
          ],
          items: [
            'A standby provider, already onboarded and periodically used, able to take over critical payments at short notice.',
            'An up-to-date onboarding file, held centrally, that can be submitted to a new provider within days.',
            'A list of customers, suppliers, tax authorities and payroll providers whose payment details would need updating, with template notices.',
            'Cash buffers held outside the primary provider, sufficient to cover essential outgoings during a transition.',
            'Clear internal responsibilities and authority to open new accounts and redirect flows without waiting for a scheduled board meeting.',
          ],
        },
        {
          heading: 'Before you act',
          paragraphs: [
            'Every high-risk business has its own combination of sector, structure, jurisdictions and history, and the right approach to banking depends on all of them. Whether you are about to apply for a new account, reorganising existing ones or facing a review or closure notice, a confidential consultation with our advisers before you proceed can help you approach the process with a clear plan. This guide is general information, not advice; it describes practice and rules as we understood them on 11 September 2025 and does not address your specific situation. Please read our Disclaimer page, which explains the limits of what this material provides.',
          ],
        },
      ],
    },
  ],
};

export default body;
