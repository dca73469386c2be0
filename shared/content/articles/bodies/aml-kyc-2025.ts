import type { ArticleBody } from '../../types.js';

/** Body of the article "aml-kyc-2025": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'Anti-money laundering and know-your-customer obligations have never stood still, but 2025 is an unusually significant year. The European Union is midway through replacing its directive-based regime with a single, directly applicable rulebook and a new supervisory authority. The United Kingdom is bringing into force the later stages of its corporate transparency reforms, has introduced a new corporate offence of failure to prevent fraud, and is preparing targeted amendments to its Money Laundering Regulations. At the global level, the Financial Action Task Force (FATF) has revised the standard that governs the information travelling with payments, while sanctions regimes continue to expand in scope and enforcement.',
    'For regulated firms, and for the corporate groups, investors, family offices and individuals who must pass through their onboarding processes, these changes are practical rather than theoretical. They affect what information is requested, how ownership is verified, how long onboarding takes, which relationships are accepted and how cross-border transfers are processed. Firms that build their controls around the direction of travel, rather than the minimum of the moment, are better placed to absorb what is coming.',
    'This guide summarises the principal developments as at 11 September 2025: the EU AML package and the crypto travel rule, the UK framework and its reforms, FATF standards and lists, the core elements of customer due diligence, the risk-based approach and sanctions screening, and the design of a programme that works in practice. Much of this ground was shifting as the guide was prepared, so each point should be checked against the latest official sources before it is relied upon.',
  ],
  sections: [
    {
      heading: 'The European Union’s new AML framework',
      paragraphs: [
        'The EU’s response to a series of banking scandals and to uneven national supervision was a legislative package adopted in 2024. It moves most obligations on firms out of directives, which each member state transposes in its own way, and into a regulation that applies uniformly, while creating an EU authority to supervise the highest-risk institutions and coordinate national supervisors and financial intelligence units. The package has three principal instruments, and it sits alongside a separate regulation that extended payment transparency rules to crypto-assets.',
      ],
      subsections: [
        {
          heading: 'The Anti-Money Laundering Regulation',
          paragraphs: [
            'Regulation (EU) 2024/1624, the Anti-Money Laundering Regulation or AMLR, contains the detailed obligations of obliged entities: customer due diligence, enhanced and simplified measures, beneficial ownership identification, politically exposed persons, reporting of suspicious transactions, record keeping and internal controls. It applies largely from 10 July 2027, with provisions on professional football clubs and agents applying later, from 2029. Because it is a regulation, its requirements will be the same in every member state, leaving less room for national variation than under the directives it replaces.',
            'The AMLR broadens the perimeter. It brings all crypto-asset service providers fully within scope, adds categories such as crowdfunding service providers, certain credit intermediaries, traders in specified high-value goods and, in time, professional football, and tightens the treatment of trust and company service providers. It introduces an EU-wide cap of 10,000 euros on cash payments for goods and services, with member states free to set lower limits. It prohibits anonymous accounts, including anonymous crypto-asset accounts, and sets out maximum intervals for updating customer information, with higher-risk relationships refreshed more often.',
            'On beneficial ownership, the AMLR retains the familiar 25 per cent threshold for ownership interests while requiring firms to identify those who exercise control by other means and to look through multi-layered structures. It contains specific rules for trusts, foundations and similar legal arrangements, and empowers the Commission to specify lower thresholds for categories of entity presenting higher risk. On governance, it requires a member of the management body to be responsible for AML compliance and a compliance officer to run the day-to-day framework, and it places group-wide policies on a firmer footing.',
          ],
        },
        {
          heading: 'The Sixth Anti-Money Laundering Directive',
          paragraphs: [
            'Directive (EU) 2024/1640, usually called AMLD6, covers the matters that remain national: the organisation and powers of supervisors and financial intelligence units, the sanctions regime for breaches, and the central registers of beneficial ownership and bank accounts. Member states must transpose most of it by 10 July 2027, with some provisions on staggered timetables.',
            'The directive responds to the Court of Justice’s judgment of 22 November 2022, which invalidated general public access to beneficial ownership registers. Competent authorities, and obliged entities carrying out customer due diligence, keep access; other persons may obtain it by showing a legitimate interest, a category that expressly includes the press and civil society organisations. Registers must verify the information submitted to them and take action on discrepancies. The directive also strengthens financial intelligence units, including their power to suspend suspicious transactions, and provides for the interconnection of national bank account registers through a single access point.',
          ],
        },
        {
          heading: 'The Anti-Money Laundering Authority',
          paragraphs: [
            'Regulation (EU) 2024/1620 established the Anti-Money Laundering Authority (AMLA). Based in Frankfurt, it started work during 2025 and, as this guide was written, was still recruiting and developing its rulebook. Its functions include drafting technical standards and guidelines under the AMLR, overseeing national supervisors of the financial sector, supporting and reviewing supervision of non-financial sectors, and coordinating financial intelligence units. Some draft technical standards were initially prepared by the European Banking Authority and consulted on during 2025.',
            'AMLA will also directly supervise a limited number of credit and financial institutions, including crypto-asset service providers, selected on the basis of their risk profile and cross-border activity. Selection was expected to take place in 2027, with direct supervision beginning in 2028. Institutions that may fall within the selection criteria should expect more intensive and more harmonised supervisory engagement.',
          ],
        },
        {
          heading: 'The Transfer of Funds Regulation and the crypto travel rule',
          paragraphs: [
            'Regulation (EU) 2023/1113, the recast Transfer of Funds Regulation, has applied since 30 December 2024, the same day on which the provisions of the Markets in Crypto-Assets Regulation governing service providers took effect. It extends to transfers of crypto-assets the long-standing requirement that payer and payee information accompany wire transfers. Crypto-asset service providers must collect and transmit originator and beneficiary information with every transfer, without a minimum threshold, and the receiving provider must check it and have procedures for transfers that arrive with missing or incomplete information.',
            'For transfers to or from self-hosted addresses, providers must obtain and hold the relevant information and, above 1,000 euros, take measures to confirm that their customer owns or controls the address. The European Banking Authority issued guidelines on the practical application of these rules. The UK introduced its own crypto travel rule on 1 September 2023 through the Money Laundering Regulations. A recurring practical difficulty in both markets is the transfer to or from a jurisdiction that has not yet implemented the rule, where providers must take a risk-based view of whether and how to proceed.',
          ],
        },
        {
          heading: 'Why the package matters beyond the EU',
          paragraphs: [
            'The new rules are not confined to firms established in the Union. EU-headquartered groups must apply group-wide policies to their branches and subsidiaries in third countries, and where local law prevents this they must take additional measures and inform their supervisor. Non-EU businesses, funds, trusts and individuals that bank, invest or raise capital in the EU will meet AMLR-standard questions from their counterparties from 2027, and in many cases earlier, as institutions align their processes in advance. Structures connected to jurisdictions on the EU’s high-risk list will attract enhanced measures prescribed in the AMLR itself rather than varying national approaches. For international groups, the practical effect is greater consistency across the EU, but a higher and more uniform baseline of information that must be produced and kept current.',
          ],
        },
      ],
    },
    {
      heading: 'The United Kingdom: the Money Laundering Regulations and the ECCTA',
      paragraphs: [
        'Outside the EU, the UK has retained and continued to develop its own framework. The Proceeds of Crime Act 2002 and the Terrorism Act 2000 create the principal offences and the suspicious activity reporting regime, under which reports are made to the UK Financial Intelligence Unit within the National Crime Agency and, where needed, a defence against money laundering is sought before proceeding with a transaction. The Money Laundering Regulations set out the preventive obligations of regulated firms, and the Economic Crime and Corporate Transparency Act 2023 has reshaped corporate transparency and corporate criminal liability.',
      ],
      subsections: [
        {
          heading: 'The Money Laundering Regulations 2017 and the 2025 reform proposals',
          paragraphs: [
            'The Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017 require relevant persons – banks and other financial institutions, cryptoasset businesses, auditors, accountants, tax advisers, legal professionals, trust and company service providers, estate and letting agents, high value dealers and art market participants, among others – to assess their money laundering and terrorist financing risks, maintain proportionate policies, controls and procedures, apply customer due diligence, apply enhanced due diligence in higher-risk situations, and keep records for at least five years. Supervision is divided between the Financial Conduct Authority, HM Revenue and Customs, the Gambling Commission and professional body supervisors, the last overseen by the Office for Professional Body Anti-Money Laundering Supervision within the FCA.',
            'The Regulations have been amended several times since 2017. A change in force since January 2024 requires firms to treat domestic politically exposed persons as presenting a lower starting level of risk than foreign ones, absent other risk factors. More substantial change is in preparation. HM Treasury consulted in March 2024 on improving the effectiveness of the Regulations, published its response in July 2025 and, on 2 September 2025, released a draft amending statutory instrument with a policy note for technical consultation running to the end of that month. The draft proposed, among other things, to confine mandatory country-based enhanced due diligence to jurisdictions on the FATF call-for-action list rather than the wider increased monitoring list, to require enhanced measures for unusually complex transactions rather than all complex ones, to strengthen controls on pooled client accounts, to close gaps in the Trust Registration Service, to align the registration and change of control regime for cryptoasset businesses with the Financial Services and Markets Act 2000, and to convert euro-denominated thresholds into sterling. The government also committed to guidance on using digital identity for these checks. Final regulations were expected to be laid before Parliament in early 2026, subject to feedback and parliamentary time, and the content may change before then.',
          ],
        },
        {
          heading: 'Companies House reform and identity verification',
          paragraphs: [
            'The Economic Crime and Corporate Transparency Act 2023, which received Royal Assent in October 2023, gave the Registrar of Companies new objectives and powers. Since March 2024 companies have had to maintain an appropriate registered office and a registered email address and to confirm on incorporation that they are formed for a lawful purpose, and Companies House can query, reject and remove information and annotate the register. Identity verification for directors, people with significant control and those who file on behalf of companies could be completed voluntarily from April 2025, either directly with Companies House or through an authorised corporate service provider. Compulsory verification was scheduled to begin on 18 November 2025 for new directors and people with significant control, with a transition period for existing ones.',
            'For firms carrying out due diligence, a more reliable register is welcome, but it is not a substitute for their own checks. The Money Laundering Regulations already require firms to report material discrepancies between what they learn about a customer’s beneficial ownership and the information on the register. The Act also created new protections from civil liability for certain information sharing between regulated firms for the purpose of preventing economic crime, and extended the attribution of criminal liability to companies: since December 2023, a company can be held criminally responsible for specified economic crimes where a senior manager commits them while acting within their actual or apparent authority.',
          ],
        },
        {
          heading: 'The failure to prevent fraud offence',
          paragraphs: [
            'For many large organisations, the most consequential change arrived on 1 September 2025. Under the Act, a large organisation commits an offence if a person associated with it – an employee, agent, subsidiary or other person performing services for or on its behalf – commits a specified fraud offence intending to benefit the organisation or, in some cases, its clients. The relevant base offences include fraud by false representation, false accounting, false statements by company directors and cheating the public revenue. It is a defence for the organisation to show that it had reasonable fraud prevention procedures in place, or that it was reasonable not to have them. Conviction can lead to an unlimited fine.',
            'The offence applies to organisations meeting at least two of three criteria – more than 250 employees, more than 36 million pounds in turnover and more than 18 million pounds in total assets – assessed across the group. It can reach organisations based overseas where the underlying fraud has a UK connection. The Home Office published guidance in November 2024 built around six principles: top-level commitment, risk assessment, proportionate risk-based prevention procedures, due diligence, communication including training, and monitoring and review. Although a fraud offence rather than an AML requirement, it draws on the same governance, risk assessment and third-party due diligence capabilities, and many firms are integrating the two.',
          ],
        },
      ],
    },
    {
      heading: 'FATF standards and the core of customer due diligence',
      paragraphs: [
        'Behind both the EU and UK regimes stand the FATF Recommendations, the global standard against which more than two hundred jurisdictions are assessed through mutual evaluations. FATF’s standards shape national law, and its public statements on particular jurisdictions shape how firms everywhere treat customers and transactions connected with them.',
      ],
      subsections: [
        {
          heading: 'FATF lists and the revision of Recommendation 16',
          paragraphs: [
            'FATF updates two public lists after each of its plenary meetings, normally held in February, June and October. High-risk jurisdictions subject to a call for action, often called the black list, face enhanced due diligence and, in the most serious cases, counter-measures; at the time of writing these were the Democratic People’s Republic of Korea, Iran and Myanmar. Jurisdictions under increased monitoring, the grey list, have committed to remedy strategic deficiencies within agreed timeframes. Its membership changes at most plenaries: in June 2025, for example, Bolivia and the British Virgin Islands were added and Croatia, Mali and Tanzania removed. Firms should check the lists after every plenary rather than relying on a static internal table.',
            'Alongside the FATF lists sits the EU’s own high-risk third country list, adopted by the Commission as a delegated regulation; it draws on FATF’s work but is legally distinct. In June 2025 the Commission adopted an update that would add several jurisdictions, including Monaco, and remove others, including the UAE; because such changes are subject to scrutiny by the European Parliament and the Council before taking effect, readers should confirm whether, and from when, the update applies on the date of any decision.',
            'In June 2025 FATF also adopted a substantial revision of Recommendation 16 on payment transparency, the standard behind wire transfer rules and the crypto travel rule. The changes clarify which institution in a payment chain is responsible for including and preserving information, standardise the information that must accompany cross-border payments above 1,000 US dollars or euros, and expect institutions to use tools that help detect fraud and misdirected payments, such as checks on whether the beneficiary details supplied align with the account being credited. FATF set an implementation horizon running to the end of 2030, so national rules will follow over several years. Earlier in 2025 FATF had also amended Recommendation 1 to give greater weight to proportionality and simplified measures in lower-risk situations, reflecting concern about financial exclusion and indiscriminate de-risking.',
          ],
        },
        {
          heading: 'Beneficial ownership',
          paragraphs: [
            'Identifying the natural persons who ultimately own or control a customer remains the heart of corporate due diligence. FATF strengthened its standards on legal persons in 2022 and on legal arrangements such as trusts in 2023, expecting countries to make sure that authorities can obtain adequate, accurate and current information on who owns and controls companies and trusts. In practice, firms identify any individual holding more than a quarter of the shares or voting rights – a threshold the AMLR will restate as 25 per cent or more – look for those who exercise control by other means such as veto rights, appointment powers or informal influence, and, where no one can be identified, record the senior managing official while documenting why.',
            'Registers help but do not discharge the obligation. UK firms may consult the register of people with significant control and the Register of Overseas Entities, and trusts with UK connections may need to be recorded in the Trust Registration Service; EU registers are being reformed under AMLD6. Reliance on a register extract alone is rarely sufficient for complex, opaque or higher-risk structures, where firms should obtain structure charts, constitutional documents and trust deeds and understand why the structure exists.',
          ],
        },
        {
          heading: 'Trusts, foundations and complex structures',
          paragraphs: [
            'Trusts and foundations require particular care because control is not expressed through shares. For a trust, firms generally identify the trustees, the settlor, the beneficiaries or the class of beneficiaries, any protector, and anyone else who exercises effective control; for foundations and similar arrangements, the equivalent positions. Private investment structures, fund vehicles and holding chains spanning several jurisdictions raise the further question of whether the structure has a legitimate rationale that the firm understands. Unusual features – nominee shareholders or directors, bearer instruments where they still exist, frequent changes of ownership, or layers with no apparent commercial purpose – call for explanation and, where the answers are unsatisfactory, escalation.',
          ],
        },
        {
          heading: 'Politically exposed persons',
          paragraphs: [
            'Politically exposed persons are individuals entrusted with prominent public functions, together with their family members and known close associates. Relationships with them require senior management approval, measures to establish source of wealth and source of funds, and enhanced ongoing monitoring. Status does not end immediately on leaving office: UK and EU rules require a risk-sensitive approach for at least twelve months afterwards. The UK’s 2024 change on domestic PEPs and the FCA’s subsequent work on its guidance illustrate that the aim is proportionate scrutiny rather than automatic refusal; the AMLR, for its part, widens the EU categories to include heads of larger regional and local authorities.',
          ],
        },
        {
          heading: 'Source of funds and source of wealth',
          paragraphs: [
            'The two concepts are often confused. Source of funds concerns the origin of the particular money involved in a transaction or relationship – the account it comes from and the activity that generated it. Source of wealth concerns how the customer came to have their overall net worth. Enhanced due diligence normally requires both, and the evidence should be proportionate to the risk and corroborated from reliable sources rather than simply recorded from the customer’s own account. Typical corroborating evidence includes the following.',
          ],
          items: [
            'Audited accounts, dividend records or sale agreements for wealth derived from a business.',
            'Employment contracts, payslips or tax returns for accumulated earnings.',
            'Completion statements and title documents for property sales.',
            'Grants of probate, wills or trust documents for inheritances.',
            'Bank or custody statements tracing the specific funds to be transferred.',
            'Credible public sources, such as company filings and reputable press reports, to corroborate the overall narrative.',
          ],
        },
      ],
    },
    {
      heading: 'The risk-based approach and sanctions screening',
      paragraphs: [
        'Every modern AML regime rests on the risk-based approach: firms must understand the risks they face and direct their effort accordingly, applying more scrutiny where risk is higher and simpler measures where it is demonstrably lower. The approach is sometimes misread as discretion to do less. Regulators read it the other way: it requires a documented, reasoned understanding of risk, and firms must be able to show how that understanding drives their controls. Sanctions compliance, by contrast, is largely rules-based, and the two disciplines must be designed to work together.',
      ],
      subsections: [
        {
          heading: 'Risk assessment at two levels',
          paragraphs: [
            'The business-wide risk assessment examines the firm’s exposure across its customers, products and services, delivery channels, geographies and transactions, taking account of national and supranational risk assessments and sector guidance. It should be approved by senior management, refreshed when the business or the threat landscape changes, and visibly connected to the firm’s policies, staffing and systems. A risk assessment that sits in a drawer while controls evolve independently is a common supervisory finding.',
            'The customer risk assessment applies the same logic to each relationship. Factors typically include the customer’s ownership and control structure, the nature of its business and sector, its geographical connections, its use of cash or crypto-assets, any politically exposed persons involved, adverse media, the expected pattern of activity and the channel through which it was onboarded. The resulting rating should determine the depth of due diligence, the frequency of review and the intensity of monitoring, and it should be revisited when trigger events occur, such as a change of ownership, unexpected activity or new adverse information.',
          ],
        },
        {
          heading: 'Simplified and enhanced measures',
          paragraphs: [
            'Simplified due diligence is available where risk is assessed as low, but it reduces the extent or timing of measures rather than removing them. Enhanced due diligence is mandatory in defined situations – politically exposed persons, correspondent relationships, high-risk third countries and unusual transactions – and should be applied wherever the firm’s own assessment points to higher risk. Enhanced measures may include obtaining more information about the customer and its beneficial owners, corroborating source of funds and wealth, obtaining senior management approval, and increasing the frequency and depth of monitoring.',
          ],
        },
        {
          heading: 'United Kingdom sanctions',
          paragraphs: [
            'UK financial sanctions are made under the Sanctions and Anti-Money Laundering Act 2018 and implemented by the Office of Financial Sanctions Implementation (OFSI) within HM Treasury, while trade sanctions are overseen by the Office of Trade Sanctions Implementation, launched in October 2024. Firms must not make funds or economic resources available to designated persons or entities owned or controlled by them, must freeze assets they hold for designated persons, and in many sectors must report knowledge or suspicion of a breach. Since 2022 OFSI has been able to impose civil monetary penalties on a strict liability basis, without proving that the firm knew or suspected the breach.',
          ],
        },
        {
          heading: 'European Union sanctions',
          paragraphs: [
            'EU restrictive measures are adopted by the Council and take effect through directly applicable regulations, enforced by member states. Directive (EU) 2024/1226, with a transposition deadline of May 2025, harmonises the criminal offences and minimum penalties for violating them. The measures against Russia have been extended through successive packages, with further packages adopted in 2025, and include obligations on EU parent companies to use best efforts to ensure that their non-EU subsidiaries do not undermine the restrictions.',
          ],
        },
        {
          heading: 'United States sanctions',
          paragraphs: [
            'The Office of Foreign Assets Control (OFAC) in the US Treasury administers US sanctions, including the Specially Designated Nationals list and the 50 Percent Rule, under which entities owned 50 per cent or more in aggregate by blocked persons are themselves treated as blocked. US jurisdiction can reach non-US firms through US dollar clearing, US persons and US-origin goods, and secondary sanctions can target non-US persons dealing with certain sanctioned sectors. In April 2024 the limitation period for civil and criminal sanctions violations was extended from five to ten years, which has implications for record retention and historical look-backs.',
          ],
        },
        {
          heading: 'Screening in practice',
          paragraphs: [
            'Effective screening covers customers, beneficial owners, directors and counterparties at onboarding and on an ongoing basis, re-screens the whole book when lists change, and screens payments in real time where the business model requires it. Ownership and control tests differ between regimes, so an entity that is not designated may still be caught through its owners. Fuzzy-matching settings, alert handling, escalation, and the documentation of decisions to discount false positives are frequently examined by supervisors and should be calibrated and tested rather than accepted from a vendor’s default configuration.',
          ],
        },
      ],
    },
    {
      heading: 'Designing a practical AML and KYC programme',
      paragraphs: [
        'Legislation sets the outcomes; the programme is how a firm achieves them day after day. Supervisors across Europe, the UK and elsewhere tend to judge programmes less by the elegance of their policy documents than by whether controls operate as described, whether decisions are recorded and reasoned, and whether the people responsible understand the risks of the business. The paragraphs that follow describe elements common to well-designed programmes, whatever the size of the firm.',
        'Governance comes first. A named member of senior management should own the framework, a money laundering reporting officer or compliance officer should have the authority, independence and resources to run it, and the board should receive regular, candid management information on risk, backlogs, alerts, suspicious activity reports and audit findings. The EU’s requirement that a member of the management body be responsible for AML compliance, and the UK’s extension of corporate criminal liability to the conduct of senior managers, both point in the same direction: accountability sits at the top.',
        'The business-wide risk assessment should then drive a coherent set of policies and procedures: customer acceptance criteria, including the categories of customer or activity the firm will not accept; due diligence standards by risk rating; rules for reliance on third parties and for outsourcing, which never transfers legal responsibility; escalation routes; and exit procedures for relationships that can no longer be managed within appetite. Procedures should be specific enough for staff to follow consistently, and should explain what good evidence looks like for the firm’s typical customers rather than reproducing the text of the regulations.',
        'Onboarding is where most customers experience the programme, and it rewards careful design. Requesting the right information once, explaining why it is needed, and using reliable electronic verification where appropriate shortens timelines without weakening controls. Digital identity is developing quickly: the EU’s revised eIDAS framework requires member states to offer European Digital Identity Wallets, and the UK has been building a certified digital identity framework, with HM Treasury committed to guidance on using digital identity for AML checks. Firms should adopt such tools on the basis of documented assessments of their assurance levels, not convenience alone.',
        'Ongoing monitoring keeps due diligence current. That means periodic reviews at intervals set by risk, event-driven reviews when something changes, and transaction monitoring calibrated to the firm’s products and customers, with scenarios and thresholds tested and tuned over time. Alerts should be investigated promptly by staff with the knowledge to judge them, and where suspicion arises it should be reported internally and, if warranted, to the financial intelligence unit, with care taken to avoid tipping off. In the UK, staff should understand when a defence against money laundering is needed before a transaction proceeds.',
        'Sanctions, fraud and AML controls share data, systems and skills, and many firms now manage them within a single financial crime framework, while respecting the differences between a risk-based AML regime, rules-based sanctions prohibitions and the reasonable procedures defence to the UK’s failure to prevent fraud offence. Training should be tailored to roles, refreshed regularly and tested for understanding. Records of due diligence, transactions, decisions and the reasoning behind them should be retained for the required periods and handled in line with data protection law, including the UK and EU General Data Protection Regulations.',
        'Independent assurance closes the loop. An internal audit or external review, proportionate to the firm’s size and risk, should test whether controls operate as designed, and findings should be tracked to completion. Firms should also keep a forward-looking regulatory change log. In the period ahead that log is likely to include a gap analysis against the AMLR before July 2027, the final form of the UK’s amending regulations, compulsory Companies House identity verification, AMLA’s technical standards and national implementation of the revised FATF Recommendation 16. Beginning that work early spreads the cost and reduces the risk of a rushed implementation.',
        'For corporate groups, investors, family offices and individuals on the other side of the process, the same developments argue for preparation. A current, well-documented account of ownership, control, source of wealth and the purpose of each entity in a structure, kept up to date as circumstances change, makes onboarding with banks, custodians and service providers faster and more predictable, although outcomes always rest with the institution concerned.',
        'AML and KYC obligations now span several regimes that are changing at the same time, and the right approach for any firm or structure depends on its particular activities, customers and jurisdictions. Whether you are reviewing a compliance programme, preparing for the EU’s new rulebook or putting your own affairs in order ahead of onboarding, please speak to our advisers in a confidential consultation before acting; we would be glad to arrange one. This guide is general information about a fast-moving area of law rather than advice; what it does and does not provide is set out on our Disclaimer page.',
      ],
    },
  ],
};

export default body;
