import type { ArticleBody } from '../../types.js';

/** Body of the article "crypto-licensing-global": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'Deciding where to seek a crypto-asset licence is among the most consequential choices a digital asset business makes. The jurisdiction determines which customers the firm may serve, how much capital it must commit, where its senior people must live and work, how long it will wait before it can trade, and how banks, auditors and institutional counterparties will regard it. Regimes that looked broadly comparable a few years ago have since diverged sharply: some have moved to full prudential authorisation, while others have kept lighter registration models or layered licensing on top of them.',
    'This guide compares the principal regimes open to crypto-asset businesses as of September 2025. It covers the European Union under the Markets in Crypto-Assets Regulation (MiCA), with notes on four national competent authorities, followed by the United Kingdom, Switzerland, the United Arab Emirates, Singapore, Hong Kong, the Cayman Islands, Bermuda and, more briefly, El Salvador. For each, it explains what the regime covers and what it requires in terms of capital, local substance, fitness and propriety, anti-money laundering controls and custody, and what applicants can realistically expect from the process. It closes with a practical checklist for choosing a jurisdiction and preparing an application.',
    'Amounts are stated only where they are statutory and well established; elsewhere, requirements are described qualitatively, because many depend on the activities undertaken and on the regulator’s view of the individual applicant. Several regimes were in transition at the time of writing, and readers should confirm the current position with the relevant authority or with their advisers before acting on anything set out here.',
  ],
  sections: [
    {
      heading: 'What regulators assess, wherever you apply',
      paragraphs: [
        'The first task in any comparison is to establish which activities trigger a licensing requirement in each jurisdiction. Most regimes capture exchange between crypto-assets and fiat currency, exchange between different crypto-assets, custody, operation of a trading platform and transfer services. Beyond that core, coverage varies: advice, portfolio management, brokerage, lending, staking, token issuance and the marketing of services to local residents may each fall inside or outside the perimeter depending on where you are. A business that does not map its activities precisely against each regime’s definitions risks applying for the wrong permission, or for too few.',
        'It also helps to be precise about terminology, because ‘licence’ is used loosely. Some regimes, such as UK registration under the Money Laundering Regulations or Swiss self-regulatory membership, assess only anti-money laundering arrangements and the integrity of the people involved. Others, such as MiCA authorisation or a Hong Kong platform licence, add capital, conduct, custody and governance requirements comparable to those for traditional financial firms. Several jurisdictions operate both tiers, registering some activities and licensing others. A registration is usually quicker and cheaper to obtain, but it carries less weight with banks and counterparties, and it may not be enough to serve customers in other markets.',
        'Although the legal frameworks differ considerably in form, licensing authorities examine broadly the same five areas. Understanding these common themes makes it easier to compare regimes like for like and to build an application file that can be adapted from one jurisdiction to another. In addition to the five areas described below, most authorisation regimes also look closely at governance and internal control, technology and cyber security, conduct towards customers (disclosures, complaints handling and conflicts of interest), token admission policies and market surveillance, and business continuity and wind-down planning.',
      ],
      subsections: [
        {
          heading: 'Capital and financial resources',
          paragraphs: [
            'Crypto regimes set capital in different ways: a fixed minimum that varies by activity, a formula linked to the firm’s expenditure or business volume, or an amount left largely to the regulator’s assessment of the firm’s risk profile. Many combine more than one approach. Supervisors also expect liquidity beyond the headline minimum, typically enough liquid assets to meet operating costs for a defined period and to wind the business down in an orderly way. Capital must usually be paid up and unencumbered, and its source must be documented to the regulator’s satisfaction.',
          ],
        },
        {
          heading: 'Substance and local presence',
          paragraphs: [
            'Almost every serious regime now requires a locally incorporated entity, or in limited cases a registered branch, together with real premises and senior management who are genuinely based in the jurisdiction and exercise actual control. Nominee directors and outsourced arrangements that leave nothing of substance locally are increasingly treated as grounds for refusal. Applicants should expect detailed questions about where decisions are taken, where key staff sit and how group-level functions supporting the licensed entity are overseen.',
          ],
        },
        {
          heading: 'Fitness and propriety',
          paragraphs: [
            'Directors, senior managers, key function holders such as the compliance officer and the money laundering reporting officer (MLRO), and shareholders above a control threshold are assessed for integrity, competence and financial soundness. Regulators review criminal, regulatory and insolvency history, qualifications, relevant experience in both financial services and digital assets, time commitment and conflicts of interest. Ultimate beneficial owners must be identified, and the source of their wealth and of the funds used to capitalise the applicant must be explained.',
          ],
        },
        {
          heading: 'Anti-money laundering and the travel rule',
          paragraphs: [
            'The Financial Action Task Force’s Recommendation 15 underpins every regime discussed here. Applicants must present an enterprise-level assessment of their financial crime risks, procedures for identifying and verifying customers, transaction monitoring supported by blockchain analytics, sanctions screening, suspicious activity reporting and a travel rule solution able to exchange originator and beneficiary information with counterparty providers. A named MLRO of appropriate seniority, with sufficient resources and direct access to the board, is a standard expectation.',
          ],
        },
        {
          heading: 'Custody and client assets',
          paragraphs: [
            'Where a firm holds client crypto-assets, regulators look for segregation from the firm’s own holdings, a clear legal basis for client ownership such as a trust or statutory protection, sound key management and wallet architecture, frequent reconciliation and independent assurance. Some regimes also prescribe cold storage proportions or require insurance or compensation arrangements. Client fiat money raises separate safeguarding questions, which are often governed by payment services or banking rules rather than crypto-specific ones.',
          ],
        },
      ],
    },
    {
      heading: 'Europe: the EU under MiCA, the United Kingdom and Switzerland',
      paragraphs: [
        'Europe offers three very different models. The EU has a single harmonised authorisation regime applied by national authorities and backed by a passport. The United Kingdom still relies on anti-money laundering registration combined with strict marketing rules, while preparing a full authorisation regime. Switzerland has no single crypto licence at all and instead applies its existing financial market laws activity by activity, supported by self-regulatory organisations for anti-money laundering purposes.',
      ],
      subsections: [
        {
          heading: 'The MiCA baseline common to every member state',
          paragraphs: [
            'Since 30 December 2024, any firm providing crypto-asset services in the EU has needed authorisation as a crypto-asset service provider (CASP) from the competent authority of its home member state, unless it is an already-regulated entity such as a bank or investment firm entitled to proceed by notification. Because the rules are set by an EU regulation, the substance of an application is largely the same wherever it is filed. The file must describe the programme of operations, including the services to be offered and where and how they will be marketed; evidence the prudential safeguards; and document governance arrangements, the fitness of the management body, the suitability of qualifying shareholders, internal controls and risk management, business continuity, ICT and security arrangements, anti-money laundering procedures, segregation of client assets and complaints handling. Service-specific documents follow: a custody policy for custodians, operating rules for trading platforms, an execution policy for order execution and so on.',
            'Minimum capital is tiered by service, at €50,000, €125,000 or €150,000, with the highest tier applying to operators of trading platforms, subject always to the higher of that figure and a quarter of the previous year’s fixed overheads. The applicant needs an EU registered office, management that is effectively exercised within the Union and at least one EU-resident director. Once authorised, the firm may passport its services across the EU by notification. What differs between member states is the competent authority’s approach, language, resourcing and supervisory culture, and the length of the transitional period each state allowed for firms already operating under national law. Those periods ranged from five months in Lithuania and six months in several states, including the Netherlands, to twelve months in Germany and the full eighteen months, ending on 1 July 2026, in France.',
          ],
        },
        {
          heading: 'Malta: Malta Financial Services Authority (MFSA)',
          paragraphs: [
            'Malta was among the first EU states to legislate for crypto-assets, through the Virtual Financial Assets Act of 2018, and its authority therefore entered the MiCA era with an existing population of licensed firms and experienced staff. MiCA is implemented locally by the Markets in Crypto-Assets Act of 2024. Firms licensed under the former framework before 30 December 2024 were able to rely on transitional arrangements and a simplified procedure for conversion, while new applicants follow the full process, which begins with a pre-application engagement. English is an official language, which simplifies documentation for international groups. Applicants should note that ESMA’s July 2025 peer review of the MFSA’s handling of a CASP authorisation found that the authority had only partially met expectations, and should anticipate correspondingly thorough scrutiny of governance, substance and the credibility of the business plan.',
          ],
        },
        {
          heading: 'Luxembourg: Commission de Surveillance du Secteur Financier (CSSF)',
          paragraphs: [
            'Before MiCA, Luxembourg required virtual asset service providers to register with the CSSF for anti-money laundering purposes. The CSSF is now the competent authority for CASP authorisation. Its appeal lies less in speed than in the depth of the surrounding ecosystem: Luxembourg is a leading centre for investment funds, custodian banks and fund administrators, which makes it attractive for firms whose clients are institutions, asset managers and funds. The CSSF is known for long-standing expectations on central administration and local governance in the entities it supervises, and applicants should be prepared to show that decision-making, control functions and key staff are genuinely established in Luxembourg rather than provided from elsewhere in the group.',
          ],
        },
        {
          heading: 'Germany: Federal Financial Supervisory Authority (BaFin)',
          paragraphs: [
            'Germany regulated crypto custody as a licensable financial service from the start of 2020 and had treated crypto-assets as financial instruments under its banking legislation, so BaFin already supervised a number of crypto businesses and banks offering crypto services before MiCA. MiCA is implemented through the Crypto Markets Supervision Act (Kryptomärkteaufsichtsgesetz, or KMAG), adopted as part of a wider financial market digitalisation law. Firms holding relevant German licences could use a simplified procedure, and the German transitional period was set at twelve months, ending at the close of 2025. BaFin’s process is thorough and documentation-heavy. Germany’s attraction lies in the size of its market and in the willingness of established German banks and asset managers to offer crypto services themselves, which creates partnership and distribution opportunities for authorised firms.',
          ],
        },
        {
          heading: 'France: Autorité des marchés financiers (AMF)',
          paragraphs: [
            'France introduced a national framework for digital asset service providers (known by the French acronym PSAN) through the PACTE law of 2019, with mandatory registration for core services such as custody and trading against legal tender and an optional, more demanding licence. Under MiCA, the AMF is the competent authority for CASP authorisation, working alongside the prudential supervisor, the Autorité de contrôle prudentiel et de résolution (ACPR). Firms registered as PSANs before the end of 2024 may rely on the full transitional period until 1 July 2026. The AMF has been among the most vocal EU authorities on supervisory convergence and on the need for consistently rigorous authorisation across member states, and applicants should expect detailed engagement on the business model, client protection and the substance of the French entity.',
          ],
        },
        {
          heading: 'Other member states',
          paragraphs: [
            'The four authorities above are not the only options. Competent authorities in Ireland, the Netherlands, Austria and Cyprus, among others, have also authorised CASPs, and groups have chosen between them on grounds such as language, familiarity with the authority, the location of existing staff, and the availability of banking and custody partners. Because the passport makes any authorisation usable across the Union, the decisive factors are usually the quality of the relationship with the home supervisor, the practicality of building genuine substance in that state and the authority’s standing with its peers, rather than any difference in the legal requirements themselves.',
          ],
        },
        {
          heading: 'United Kingdom: Financial Conduct Authority (FCA)',
          paragraphs: [
            'A business carrying on cryptoasset exchange or custodian wallet activity in the UK must register with the FCA under the Money Laundering Regulations 2017 before it starts. Registration focuses on anti-money laundering and counter-terrorist financing controls and on the fitness and propriety of officers, managers and beneficial owners; it is not a prudential authorisation and it confers no passport. The FCA has made clear that it expects a genuine UK presence, a realistic business plan and controls proportionate to the risks of the business, and it has published feedback highlighting common weaknesses in applications. Registered firms are also subject to a change in control regime and to the UK travel rule, in force since 1 September 2023.',
            'Marketing is governed separately. Since 8 October 2023, cryptoassets have been brought within the UK financial promotions regime, so a promotion to UK consumers must be communicated by an authorised firm, approved by an authorised firm with permission to approve promotions, or made by an MLR-registered cryptoasset business relying on a dedicated exemption. The FCA’s rules require prescribed risk warnings, a 24-hour cooling-off period for first-time investors, client categorisation and appropriateness assessments, and prohibit incentives such as refer-a-friend bonuses. The regime applies to overseas firms marketing to UK consumers, which makes it an effective perimeter control.',
            'This structure is due to change. The government has published draft legislation to bring cryptoasset activities within the full authorisation regime of the Financial Services and Markets Act 2000, and the FCA consulted extensively in 2025 on the rules that would apply. Firms should not assume that MLR registration will carry across: planning for an application for Part 4A permission, with all that entails for capital, governance and senior management accountability, is prudent for any business intending to remain in the UK market. The timetable and final content should be checked at the point of planning.',
          ],
        },
        {
          heading: 'Switzerland: FINMA and self-regulatory organisations',
          paragraphs: [
            'Switzerland regulates crypto businesses through its existing laws, applied according to the function of the token and the activity. FINMA’s guidance distinguishes payment, utility and asset tokens, and its treatment of a business follows from that analysis. Firms acting as financial intermediaries under the Anti-Money Laundering Act, which includes many exchange, transfer and custodial wallet businesses, must join a FINMA-recognised self-regulatory organisation such as VQF before commencing activity. Membership requires a Swiss entity, a qualified compliance function, documented anti-money laundering procedures and regular audits, and is often the first regulatory step for a Swiss crypto business.',
            'Activities with a greater prudential dimension require a FINMA licence. Accepting deposits on a commercial basis requires a banking licence, although the fintech licence permits acceptance of public deposits up to CHF 100 million provided they are neither invested nor interest-bearing. Dealing in tokens that qualify as securities may require a securities firm licence, and multilateral trading of tokenised securities can be conducted under the DLT trading facility licence introduced by the DLT Act, whose provisions came fully into force in August 2021. The same reforms strengthened the segregation of crypto-based assets held in custody in the event of a custodian’s insolvency. Switzerland applies the travel rule strictly, and FINMA issued guidance in 2024 on the risks of stablecoins and the role of default guarantees. Policy work on a more tailored framework for stablecoins and crypto service providers was under way at the time of writing, and the position should be verified before planning a Swiss structure.',
          ],
        },
      ],
    },
    {
      heading: 'The Gulf, Asia and offshore centres',
      paragraphs: [
        'Outside Europe, the leading crypto centres have built bespoke regimes rather than adapting a single supranational model. The UAE offers a choice of regulators within one country; Singapore and Hong Kong run demanding licensing systems with a strong emphasis on local substance and investor protection; and the Cayman Islands and Bermuda have developed specialist frameworks suited to institutional, fund-related and wholesale business. Each is summarised below.',
      ],
      subsections: [
        {
          heading: 'United Arab Emirates: VARA, ADGM, the DIFC and federal authorities',
          paragraphs: [
            'The UAE’s distinctive feature is the number of regulators. In Dubai, outside the Dubai International Financial Centre (DIFC), virtual asset activities are licensed by the Virtual Assets Regulatory Authority (VARA), created by Dubai Law No. 4 of 2022. VARA’s regulations of 2023 and its rulebooks – a company rulebook, rulebooks on compliance and risk management, technology and information and market conduct, and activity-specific rulebooks – set out the requirements, and the rulebooks were revised in 2025. Licensable activities include advisory services, broker-dealer services, custody, exchange services, lending and borrowing, management and investment, transfer and settlement, and virtual asset issuance.',
            'A VARA applicant first needs a commercial licence from Dubai’s economic authority or a free zone authority, then passes through a staged process in which initial approval allows the firm to prepare (establishing premises, recruiting staff and building systems) but not to serve clients, followed by a licence to operate that may carry conditions. Capital requirements vary by activity and include both paid-up capital and ongoing reserves, and VARA applies its own marketing rules and generally expects key individuals, including those responsible for compliance and money laundering reporting, to be based in the UAE. Supervisory and licensing fees are significant and should be budgeted early.',
            'Abu Dhabi Global Market (ADGM), a financial free zone with its own common-law courts, has regulated virtual asset activities through its Financial Services Regulatory Authority (FSRA) since 2018, within a framework modelled on international financial services law. The FSRA permits activities only in virtual assets it has accepted, applies capital, custody and technology requirements calibrated to the activity, and has introduced rules for fiat-referenced tokens. In the DIFC, the Dubai Financial Services Authority (DFSA) operates a crypto token regime under which firms may deal only in tokens that are recognised, and it prohibits privacy tokens and algorithmic stablecoins. Elsewhere onshore, the federal Securities and Commodities Authority (SCA) is responsible for virtual asset service providers, while the Central Bank of the UAE has regulated payment token services since 2024, generally limiting payments in the mainland to licensed dirham-backed tokens. The allocation of responsibilities between federal and emirate-level authorities has been the subject of coordination arrangements, and firms intending to serve clients across several emirates should confirm which approvals they need.',
          ],
        },
        {
          heading: 'Singapore: Monetary Authority of Singapore (MAS)',
          paragraphs: [
            'Digital payment token (DPT) services – dealing in tokens or facilitating their exchange, and, following amendments to the Payment Services Act 2019, custody and transfer services – require a licence from MAS under that Act. A standard payment institution licence suits firms below statutory monthly transaction thresholds (S$3 million for a single payment service or S$6 million for two or more); above them, a major payment institution licence is required. The minimum base capital is S$100,000 for a standard and S$250,000 for a major payment institution, although MAS may expect considerably more in practice given the risks of the business. Applicants must be incorporated or registered in Singapore with a permanent place of business there, and the board must include a Singapore citizen or permanent resident in a specified executive or non-executive role.',
            'MAS assesses the fitness of controllers and directors, governance, track record, business model and financial condition, and places particular weight on anti-money laundering controls, which for DPT businesses are set out in a dedicated MAS notice, and on technology risk management. Retail-facing firms must also comply with consumer protection measures, including segregation of customer assets in trust, risk awareness assessments and restrictions on incentives and on offering lending and staking to retail customers. MAS’s process is known for its rigour and can be lengthy, and applicants unable to meet its expectations have often withdrawn before a decision was reached. Since 30 June 2025, Singapore firms providing digital token services exclusively to customers outside Singapore have required a separate licence under the Financial Services and Markets Act 2022, which MAS has said it will grant only in very limited cases, so Singapore is no longer an option for a lightly supervised offshore booking entity.',
          ],
        },
        {
          heading: 'Hong Kong: Securities and Futures Commission (SFC)',
          paragraphs: [
            'Since June 2023, operating a centralised virtual asset exchange in Hong Kong, or actively promoting one to the Hong Kong public, has required a licence from the SFC, granted under the territory’s anti-money laundering legislation (AMLO). Because a token’s classification can change, the SFC expects platforms to hold licences under the Securities and Futures Ordinance as well, for dealing in securities and providing automated trading services, so that security tokens can be traded. The applicant must be a Hong Kong company with a local place of business and at least two responsible officers approved by the SFC, and it must maintain paid-up share capital of at least HK$5 million, a minimum level of liquid capital and liquid assets sufficient to cover a year of operating expenses.',
            'Client assets must be held on trust through a wholly owned associated entity, and the SFC’s guidelines require the great majority of client virtual assets to be kept in cold storage (98 per cent), with compensation arrangements covering the risk of loss. Platforms may admit retail investors, but only to tokens that meet admission criteria, including inclusion in indices from independent providers for retail trading, and only after knowledge and suitability checks. The application involves an independent external assessment of the platform’s systems and controls before and after licensing. The SFC’s ASPIRe roadmap of February 2025 signalled a gradual widening of permitted activities, and legislative proposals to license virtual asset dealers and custodians were being advanced at the time of writing.',
          ],
        },
        {
          heading: 'Cayman Islands: Cayman Islands Monetary Authority (CIMA)',
          paragraphs: [
            'The Virtual Asset (Service Providers) Act introduced a registration regime, supervised by CIMA, from October 2020, covering Cayman entities providing virtual asset services such as exchange, transfer, custody and participation in issuances. The second phase of the regime took effect on 1 April 2025, requiring those who provide virtual asset custody services or operate virtual asset trading platforms to hold a licence rather than a registration; existing registrants conducting those activities were given 90 days to apply. Amending legislation that took effect on the same date also requires virtual asset service providers to have at least three directors, one of them independent, and strengthens rules on the segregation of client assets, alongside existing requirements on capital, cyber security, audited accounts, anti-money laundering officers and the travel rule. Cayman is particularly relevant to groups with digital asset funds or institutional clients, given its prominence as a funds domicile, but it offers no access to retail markets abroad.',
          ],
        },
        {
          heading: 'Bermuda: Bermuda Monetary Authority (BMA)',
          paragraphs: [
            'Bermuda’s Digital Asset Business Act 2018, operative since September 2018, was one of the first statutory regimes dedicated to digital asset businesses, covering issuance and redemption of digital assets, payment services using digital assets, exchanges, custodial wallet services and digital asset services vendors, with derivatives exchanges added later. It offers three licence classes: a class T licence for pilot or beta testing, a class M licence granted for a limited period with modified conditions, and a full class F licence. Licensees must meet the BMA’s requirements on capital and solvency, custody of client assets, cyber security and audit, and must demonstrate a real presence in Bermuda, including an approved senior representative. A separate Digital Asset Issuance Act 2020 governs token offerings. Bermuda’s reputation for conservative, consultative supervision appeals to institutional and insurance-linked business, though the domestic market is small.',
          ],
        },
        {
          heading: 'El Salvador and other emerging regimes',
          paragraphs: [
            'El Salvador adopted a Digital Assets Issuance Law in 2023, creating a national commission that registers digital asset service providers and issuers, while bitcoin service providers have been registered with the central bank. Legal reforms in early 2025 made acceptance of bitcoin voluntary for businesses. The regime has attracted some international firms, but its depth of supervision and its acceptance by banks and international counterparties should be weighed carefully before it is relied on as a primary licence. Other jurisdictions, including several in the Caribbean, Africa and Asia, have introduced or are developing virtual asset laws, and each should be assessed on the credibility of its supervisor as much as on the speed of its process.',
          ],
        },
        {
          heading: 'The regimes at a glance',
          paragraphs: [
            'The summary below is necessarily simplified and should be read with the fuller notes above.',
          ],
          items: [
            'European Union: full authorisation under MiCA by a national authority, tiered minimum capital, EU substance and an EU-wide passport; transitional relief ends by 1 July 2026 at the latest.',
            'United Kingdom: anti-money laundering registration with the FCA plus a strict financial promotions regime, with a full authorisation regime in preparation.',
            'Switzerland: self-regulatory membership for anti-money laundering purposes, with FINMA licences for banking, fintech, securities dealing or DLT trading where the activity requires them.',
            'United Arab Emirates: a choice between VARA in Dubai, the FSRA in ADGM, the DFSA in the DIFC and federal authorities onshore, each with its own rulebook and process.',
            'Singapore: MAS licensing of digital payment token services under the Payment Services Act, demanding substance and consumer protection rules, and no route for offshore-only business without a separate licence.',
            'Hong Kong: SFC licensing of trading platforms, with strict custody and capital requirements and controlled retail access.',
            'Cayman Islands: CIMA registration for most virtual asset services and, since April 2025, licensing for custodians and trading platforms.',
            'Bermuda: tiered BMA licensing under a dedicated statute, suited to institutional and wholesale models.',
          ],
        },
      ],
    },
    {
      heading: 'Choosing a jurisdiction and applying: a practical checklist',
      paragraphs: [
        'There is no single best jurisdiction for a crypto-asset business. The right choice follows from the firm’s customers, products, growth plans and tolerance for cost and delay, and it should be made after those factors have been written down and tested rather than on the basis of reputation or the experience of competitors. One of the most common causes of wasted time and money is applying in a jurisdiction that does not in fact permit the intended business model, or that requires a level of local substance the group is not prepared to build.',
        'A second common difficulty is sequencing. Firms frequently need more than one licence, and the order in which they are obtained matters: a strong primary authorisation can support later applications elsewhere, because regulators take comfort from the scrutiny a firm has already passed, while a refused or withdrawn application may have to be disclosed in every subsequent one. The checklists below are intended to structure both decisions.',
      ],
      subsections: [
        {
          heading: 'Questions to answer before choosing',
          paragraphs: [
            'Work through each of the following before shortlisting jurisdictions, and record the answers in a short decision memorandum that the board can approve.',
          ],
          items: [
            'Customers: where do your customers live, are they retail or professional, and which regimes assert jurisdiction over marketing to them?',
            'Activities: which services will you provide now and within three years, and does each candidate regime permit all of them under one licence?',
            'Market access: do you need a passport, as MiCA offers across the EU, or will each market be licensed separately?',
            'Products: are staking, lending, derivatives, margin or particular stablecoins permitted for your customer types in each candidate jurisdiction?',
            'Substance: are you willing and able to locate directors, senior managers and control functions in the jurisdiction, with real decision-making authority?',
            'Capital and cost: can you meet the capital and liquidity requirements with a margin, and fund local staff, premises, systems and fees until revenue arrives?',
            'Timing: how long can the business wait for a decision, and does a transitional deadline, such as MiCA’s 1 July 2026 limit, constrain the choice?',
            'Credibility: how will banks, payment providers, auditors, institutional clients and other regulators regard a licence from this authority?',
            'Tax and group structure: how does the licensed entity fit within the group’s tax position, transfer pricing and reporting obligations, including the Crypto-Asset Reporting Framework?',
          ],
        },
        {
          heading: 'Preparing the application',
          paragraphs: [
            'Once the jurisdiction is chosen, the quality of the application largely determines how long the process takes. Regulators respond far better to a coherent, specific and internally consistent file than to generic policies adapted from another firm. The following steps apply in almost every regime.',
          ],
          items: [
            'Seek a pre-application meeting where the regulator offers one, and present the business model, ownership and timetable candidly.',
            'Map every service against the local regulatory definitions and confirm the permissions needed, including any that will be required for products planned later.',
            'Settle the corporate and ownership structure early, with complete beneficial ownership information and documented source of wealth and of funds.',
            'Recruit the key individuals – directors, senior managers, compliance officer and MLRO – before filing, since regulators assess named people rather than vacancies.',
            'Prepare a business plan with realistic three-year projections, a capital plan, stress scenarios and a wind-down plan.',
            'Draft policies that describe what the firm actually does: risk assessment, customer due diligence, transaction monitoring, sanctions, travel rule, custody and key management, conflicts, complaints, outsourcing and ICT security.',
            'Select technology and analytics providers with due diligence records the regulator can review, and test systems before any on-site inspection.',
            'Secure banking and safeguarding arrangements in parallel, since many regulators expect evidence of them before authorisation.',
            'Plan for questions: allocate senior time to respond fully and quickly to regulators’ requests, which typically come in several rounds.',
          ],
        },
        {
          heading: 'Common reasons for delay or refusal',
          paragraphs: [
            'Regulators’ published feedback and supervisory statements across several jurisdictions point to a recurring set of weaknesses. Addressing them before filing is usually quicker than remedying them under questioning.',
          ],
          items: [
            'Policies copied from templates or from another firm, which do not match the applicant’s actual products, customers or systems.',
            'Key individuals who lack relevant experience, hold too many other roles, or are located outside the jurisdiction despite local substance requirements.',
            'Ownership structures that are opaque, involve nominee arrangements or cannot be traced to ultimate beneficial owners with documented wealth.',
            'Business plans with unrealistic growth assumptions, no credible path to profitability or insufficient capital headroom.',
            'Anti-money laundering risk assessments that do not address the specific risks of crypto-assets, such as mixers, privacy-enhancing tools, self-hosted wallets and high-risk counterparties.',
            'Heavy reliance on group entities or third parties without written agreements, oversight arrangements and exit plans.',
            'Slow, incomplete or inconsistent answers to regulators’ questions, which can lead an authority to treat the application as withdrawn.',
          ],
        },
      ],
    },
    {
      heading: 'Timelines, costs and obligations after authorisation',
      paragraphs: [
        'Applicants routinely underestimate how long licensing takes. Statutory decision periods, where they exist, usually run only from the point at which the regulator considers an application complete, and the clock typically stops while the applicant answers questions. Preparation before filing – recruiting key people, settling the structure, drafting policies, implementing systems and arranging banking – often takes as long as the regulatory review itself. A realistic plan allows for both phases and for the possibility that the regulator will ask for material changes to the business model before it is prepared to proceed.',
        'The regimes in this guide differ in pace as well as in substance. Under MiCA, the statutory assessment periods are relatively short, but pre-application engagement and rounds of questions have extended many processes, and authorities have faced heavy demand as transitional periods expire. UK registration has historically been slow and demanding. Singapore and Hong Kong run thorough processes in which a period of many months is normal and independent assessments of systems and controls form part of the review. VARA’s staged approach separates approval to prepare from permission to operate, so the total time to launch includes a build phase. Registration-based offshore regimes were once quick, but the introduction of licensing for custody and trading platforms in the Cayman Islands, and comparable tightening elsewhere, means those timelines are lengthening too.',
        'Cost follows the same pattern. The main categories are regulatory capital, which is tied up rather than spent but must be funded; local staff, including senior managers and control functions who must be recruited before authorisation; premises; technology, including custody infrastructure, blockchain analytics and travel rule solutions; external audit and independent assessments; legal and advisory support; and application and annual supervisory fees. For a firm seeking several licences, the largest costs are usually people and technology rather than fees, and they recur every year.',
        'Authorisation is the beginning of supervision, not the end of the process. Licensed firms must submit periodic regulatory returns and audited financial statements, notify the regulator of significant events and incidents, seek approval before changes of control or the appointment of key individuals, and apply to vary their permissions before adding new services. EU CASPs must also meet the Digital Operational Resilience Act’s requirements on ICT risk and incident reporting, and, together with providers in the UK and other committed jurisdictions, collect and report customer and transaction information under the Crypto-Asset Reporting Framework, through DAC8 in the EU, with data collection beginning on 1 January 2026 in the EU and the UK and, in a number of other jurisdictions, a year later. In the EU, the Anti-Money Laundering Regulation will apply from July 2027 and will tighten customer due diligence rules further.',
        'Firms holding several licences face an additional challenge: keeping their regulatory commitments consistent. Regulators share information under cooperation arrangements, so a weakness identified in one jurisdiction can quickly become known to others, and a commitment made to one authority may constrain what can be offered to another. The most robust approach is a group compliance framework built to the highest applicable standard, with a regulatory map recording every permission, condition and undertaking, written intra-group service agreements that regulators can review, and clear local accountability in each licensed entity.',
        'Finally, the landscape will keep moving. Points to monitor include the UK’s transition to full authorisation, the debate over supervisory convergence and the role of ESMA in the EU, implementation of the United States’ new federal stablecoin law, further Swiss reform, the extension of Hong Kong’s licensing to dealers and custodians, and continuing refinement of VARA’s rulebooks. A licensing strategy that was sound in 2025 should be reviewed at least annually against these developments.',
        'Selecting and obtaining the right crypto-asset licence is a strategic project that shapes a business for years, and the detail of each regime repays careful analysis before any commitment is made. If you are comparing jurisdictions, preparing a filing or reviewing the licences your group already holds, our advisers can weigh the options with you in a confidential consultation before anything is committed, testing each against the specifics of your business. This guide is current to 11 September 2025 and is general information, not advice; our Disclaimer page describes the limits of what it provides.',
      ],
    },
  ],
};

export default body;
