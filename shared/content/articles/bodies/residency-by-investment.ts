import type { ArticleBody } from '../../types.js';

/** Body of the article "residency-by-investment": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'For more than a decade, residency by investment – the grant of a residence permit in return for a qualifying investment or contribution – was presented to internationally mobile families as a fairly simple transaction: acquire an asset of a prescribed value, pay the government and professional fees, and collect a residence card. By September 2025 that description fits very little of the market. Several of the best-known European schemes have closed or lost their property routes, those that remain have raised their thresholds and tightened their conditions, and the programmes attracting serious interest tend to be the ones that ask for real economic activity, substantial capital or genuine presence.',
    'The causes are not difficult to trace. Housing affordability became a defining political issue across southern Europe. The European Commission and the European Parliament pressed Member States to curb what they regarded as security and money-laundering risks. Russia’s full-scale invasion of Ukraine in February 2022 sharpened questions about who had acquired residence rights, and on what basis. And international standard-setters, among them the OECD and the Financial Action Task Force (FATF), documented how investor routes could be used to obscure identity, move illicit funds or sidestep tax reporting.',
    'This analysis surveys the principal changes in Europe, the Gulf, Asia and the United Kingdom, describes the compliance framework that now surrounds investor residence, and draws the distinction – too often blurred in promotional material – between the right to live in a country and liability to pay tax there. It closes with a framework that families can use to decide whether an investor route suits them at all and, if it does, which one. Programme rules change often, and several of the developments described here were still in motion at the time of writing; every threshold and condition mentioned should be checked against official sources before any commitment is made.',
  ],
  sections: [
    {
      heading: 'Europe’s golden visas: closures, narrower routes and higher thresholds',
      paragraphs: [
        'The European investor-residence market expanded quickly after the financial crisis of 2008, when several southern European states used residence permits to draw foreign capital into depressed property markets. Portugal launched its Autorização de Residência para Investimento (ARI) in 2012, Spain created its investor visa under Law 14/2013 and Greece introduced its own scheme in the same period. The schemes achieved much of what they were designed to do. Their success, however, became part of their political difficulty: a decade later, property-led residence was widely associated with rising rents and a shortage of affordable homes in Lisbon, Barcelona, Athens and the islands, and governments came under pressure to act.',
      ],
      subsections: [
        {
          heading: 'Portugal: from property to productive investment',
          paragraphs: [
            'Portugal’s reform arrived through the Mais Habitação housing package (Law 56/2023), which took effect in October 2023. It removed every real-estate route – including the discounted options for refurbishment projects and low-density regions – together with the plain capital-transfer option. What remained were routes linked to productive or public-interest activity: subscription to units in qualifying investment funds that are not real-estate funds (at the time of writing, a minimum of €500,000), capital committed to scientific research, support for artistic production or the national cultural heritage, the incorporation or recapitalisation of a company combined with job creation, and the creation of a specified number of jobs.',
            'The appeal of the Portuguese permit has always rested less on the permit itself than on what follows it: a light presence requirement (broadly, seven days in the first year and fourteen days in each subsequent two-year period), the prospect of permanent residence and, above all, eligibility to apply for naturalisation after five years of legal residence. That last element was under review in 2025. After the May 2025 elections the government put forward proposals that would lengthen the residence period required for nationality to ten years for most foreign nationals, with a shorter period for citizens of Portuguese-speaking countries, and would count time from the grant of a residence permit rather than from the application. At the time of writing the proposals were still before parliament, and their final form, transitional rules and any constitutional review were uncertain. Families who chose Portugal mainly as a route to an EU passport should revisit that assumption and verify the current position before committing further capital.',
            'Administrative capacity has been a separate concern. The former immigration and borders service was replaced in October 2023 by a new agency, AIMA, and applicants across many categories have reported long waits for appointments and decisions. Investors using the fund route should treat indicative timelines with caution and look closely at the fund’s own terms – lock-up, redemption rights, fees and the valuation of the underlying assets – because the investment generally has to be maintained for as long as the permit depends on it.',
          ],
        },
        {
          heading: 'Spain: a complete repeal',
          paragraphs: [
            'Spain went further than Portugal. Organic Law 1/2025 of 2 January, a wide-ranging statute on the efficiency of the public justice service, repealed the investor-residence provisions of Law 14/2013 with effect from 3 April 2025. The repeal covered not only the familiar €500,000 property route but also the financial options – Spanish public debt, shares, investment funds and bank deposits – and business projects of general interest. Applications lodged before the cut-off were to be decided under the previous rules, and the transitional provisions allowed existing authorisations to run their term and, subject to continuing compliance, to be renewed.',
            'The remainder of Law 14/2013 survives, including routes for entrepreneurs and highly qualified professionals, and Spain’s 2022 start-ups law created a visa for international remote workers. Non-lucrative residence remains open to people with sufficient passive income who intend to live in Spain. None of these is a substitute for a passive investment permit: each requires either genuine activity or genuine residence, and most will bring Spanish tax residence with them.',
          ],
        },
        {
          heading: 'Ireland and the Netherlands: schemes withdrawn',
          paragraphs: [
            'Ireland’s Immigrant Investor Programme, which had granted residence in exchange for investment in approved enterprises, funds, real-estate investment trusts or philanthropic endowments, closed to new applications on 15 February 2023 following a government review. The Netherlands ended its residence scheme for foreign investors with effect from the start of 2024. In both cases the governments concluded, in substance, that the economic benefit no longer justified the integrity risks and administrative burden. Neither closure affected the ordinary routes for entrepreneurs, employees and skilled migrants, which continue to require real activity in the country.',
          ],
        },
        {
          heading: 'Greece: keeping the programme, raising the price',
          paragraphs: [
            'Greece has retained its programme but raised the entry price in stages. A first increase applied to the most sought-after areas from 2023, and legislation in 2024 (Law 5100/2024) introduced a tiered structure: broadly €800,000 for a single property in Attica, Thessaloniki, Mykonos, Santorini and islands above a population threshold; €400,000 elsewhere; and €250,000 for the conversion of commercial buildings to residential use or the restoration of listed buildings. Qualifying homes must generally meet a minimum floor area, and short-term holiday letting of properties used for the programme is prohibited, with revocation of the permit and fines among the sanctions.',
            'Non-property options also remain, including capital contributions to Greek companies and investments in Greek bonds, shares, funds or deposits, each with its own threshold and holding conditions. The Greek permit imposes no minimum stay and can extend to a relatively wide circle of family members. A permit that does not require residence, however, does not in itself open a path to Greek citizenship, which depends on a lengthy period of lawful, actual residence and on passing an integration examination.',
          ],
        },
        {
          heading: 'Italy and other European routes',
          paragraphs: [
            'Italy’s Investor Visa, introduced in 2017, was designed from the outset without a property route. At the time of writing its thresholds were €2 million in Italian government bonds, €500,000 in an Italian company, €250,000 in an innovative start-up or €1 million as a philanthropic donation in areas such as culture, education or research. The visa is often paired with Italy’s optional substitute tax for new residents, under which foreign income is covered by a fixed annual charge; for individuals transferring residence after August 2024 that charge was doubled to €200,000. The two are separate regimes with separate conditions, and the tax regime requires genuine Italian tax residence.',
            'Elsewhere in Europe, Malta operates its Permanent Residence Programme through a dedicated agency, with a combination of government contribution, property and philanthropic requirements; Cyprus continues to grant permanent residence for qualifying investment in new property, subject to income and other conditions; and Hungary reintroduced an investor route in 2024, built around investment in registered real-estate funds, the purchase of residential property or donations to higher-education institutions. Thresholds, holding periods and eligible assets vary widely between these schemes and have been adjusted repeatedly, so they should be confirmed at source.',
          ],
        },
      ],
    },
    {
      heading: 'Beyond the European Union: the Gulf, Singapore, the United Kingdom and elsewhere',
      paragraphs: [
        'As European options narrowed, demand shifted. The jurisdictions that benefited most were those that present residence as one element of a broader economic strategy – attracting entrepreneurs, capital managers and professional talent – rather than as a product to be purchased. Their programmes are in several respects more demanding than the old southern European schemes, but they also offer more: genuine bases for business and family life, and in some cases permanent status from the outset.',
      ],
      subsections: [
        {
          heading: 'United Arab Emirates',
          paragraphs: [
            'The UAE’s golden visa, introduced in 2019 and considerably widened in 2022, grants renewable ten-year residence to several categories of applicant: investors in property (the headline threshold for property investors is AED 2 million), investors in companies and funds, entrepreneurs, specialised professionals, scientists, people with exceptional talents and outstanding students, among others. Unlike standard UAE residence visas, a golden visa is not cancelled by extended periods outside the country, and holders may sponsor family members.',
            'The UAE’s attraction lies in a combination of no personal income tax, infrastructure, air connectivity and a large international professional community. Three qualifications are worth stating plainly. First, the golden visa is a residence status and not a route to citizenship; Emirati nationality is conferred only exceptionally, by nomination. Second, holding UAE residence does not automatically make someone tax resident there. The UAE’s own rules, in force since March 2023, base individual tax residence on a person’s usual place of residence and centre of interests or on days of physical presence combined with other ties, and the tax authorities of the country a family is leaving will apply their own tests regardless. Third, although the UAE was removed from the FATF list of jurisdictions under increased monitoring in February 2024, banks continue to apply rigorous source-of-wealth checks to new residents, and account opening can take time.',
          ],
        },
        {
          heading: 'Singapore',
          paragraphs: [
            'Singapore has moved its Global Investor Programme (GIP) deliberately up-market. From 15 March 2023 the Economic Development Board raised the minimum under the business option to S$10 million, set the fund option at S$25 million in an EDB-selected fund, and required family-office applicants to establish a single-family office with at least S$200 million in assets under management, of which at least S$50 million must be deployed in specified local investment categories. Renewal of the re-entry permit after the first five years now turns on economic outcomes such as local hiring rather than on business expenditure alone.',
            'The GIP confers permanent residence rather than a temporary permit, which distinguishes it from most European schemes, but it is open only to applicants with a substantial business record and is assessed with considerable discretion. For many families the more practical Singapore question is the family-office framework itself – the tax incentive schemes for qualifying funds administered by the Monetary Authority of Singapore (MAS), with their own conditions on assets, local investment and investment professionals – and the employment passes available to those who work in the office. Readers should confirm with the EDB which investment options are open at any given time.',
          ],
        },
        {
          heading: 'United Kingdom',
          paragraphs: [
            'The United Kingdom closed its Tier 1 (Investor) route to new applicants on 17 February 2022, citing security concerns, and no passive-investment route has replaced it. The Innovator Founder route, launched in April 2023 in place of the earlier Innovator and Start-up categories, is aimed at people establishing an innovative, viable and scalable business endorsed by an approved endorsing body. It dropped the previous requirement for a minimum sum of investment funds and can lead to settlement after three years where the business meets the endorsement criteria, but it is an active route that expects the founder to build and run the business.',
            'Two broader changes affect the United Kingdom’s position in 2025. The non-domicile regime was abolished from 6 April 2025, replaced by a four-year relief for foreign income and gains available to new arrivals after ten years of non-residence, with inheritance tax moving to a residence-based test. And the government’s immigration white paper of May 2025 proposed extending the standard qualifying period for settlement to ten years, with reductions for people who make particular contributions; detailed rules and consultation were expected to follow. Anyone considering a move to the United Kingdom should check the position at the time of application.',
          ],
        },
        {
          heading: 'Other markets',
          paragraphs: [
            'A brief survey of other jurisdictions shows the same pattern of higher thresholds, sharper economic objectives and closer scrutiny:',
          ],
          items: [
            'United States: the EB-5 programme, as reformed by the EB-5 Reform and Integrity Act of 2022, requires an investment of US$800,000 in a targeted employment area or US$1,050,000 elsewhere, with job-creation conditions; the regional-centre programme was reauthorised until 30 September 2027. Proposals announced in 2025 for a separate, higher-priced ‘gold card’ had not, at the time of writing, been put into operation, and their legal basis was unclear.',
            'New Zealand: the Active Investor Plus visa was redesigned with effect from April 2025, introducing two investment categories and relaxing some of the earlier language and presence conditions; the categories reward investment in growth assets.',
            'Australia: the Business Innovation and Investment Program, including its significant investor stream, was closed in 2024, with the government favouring talent-based routes such as the National Innovation visa.',
            'Canada: there has been no federal investor route since 2014, and provincial and entrepreneur routes have been paused, capped or redesigned at various points; current availability should be checked.',
          ],
        },
      ],
    },
    {
      heading: 'Scrutiny from Brussels and the compliance framework around investor residence',
      paragraphs: [
        'Pressure on investor schemes within the European Union has built steadily. The European Commission’s report of January 2019 on investor citizenship and residence schemes identified risks relating to security, money laundering, tax evasion and corruption, and noted that residence permits granted by one Member State carry rights of short-stay travel across the Schengen area. In March 2022 the European Parliament called for citizenship schemes to be phased out and for residence schemes to be regulated at EU level, and the Commission issued a recommendation urging Member States to review residence rights held by Russian and Belarusian nationals subject to sanctions or supporting the war, and to apply rigorous checks to all investor applicants.',
        'That pressure has since been translated into binding law. The EU anti-money laundering package adopted in 2024 has three parts: Regulation (EU) 2024/1624, known as the AMLR; Directive (EU) 2024/1640, the Sixth Anti-Money Laundering Directive (AMLD6); and Regulation (EU) 2024/1620, which set up a new EU-level supervisor, the Anti-Money Laundering Authority (AMLA). Three features bear directly on investor residence. The AMLR adds investment migration operators – businesses that represent or offer intermediation services to third-country nationals seeking residence rights in exchange for investment – to the list of obliged entities. It also requires obliged entities such as banks, notaries and estate agents, when dealing with third-country nationals who are applying for residence rights through investment, to apply a defined set of enhanced due diligence measures as a minimum. And AMLD6 requires Member States that operate investor residence schemes to put in place a risk-management process, including checks on applicants’ source of funds and source of wealth, and to monitor how that process works in practice.',
        'Most of the AMLR will apply from 10 July 2027, and AMLD6 must largely be transposed by the same date. AMLA, which has its seat in Frankfurt, became operational during 2025, and its direct supervision of a limited group of higher-risk financial institutions is planned to begin in 2028. In practice, many banks and professional firms have already aligned their procedures with the direction of travel, so applicants should expect the enhanced standard now rather than in 2027.',
        'Outside the European Union, the most influential text is the joint report published by the FATF and the OECD in November 2023 on the misuse of citizenship and residency by investment programmes. It described how weak vetting, poorly supervised intermediaries, limited information sharing and inadequate revocation procedures had allowed criminals and corrupt officials to use investor routes to move proceeds, obtain new identity documents and put distance between themselves and law enforcement. The report accepted that most participants act legitimately, but it set out good practice – multi-layered due diligence, ongoing monitoring, transparency about outcomes and cooperation between public and private sectors – that supervisors and banks now cite when they design their own controls.',
      ],
      subsections: [
        {
          heading: 'What applicants should expect',
          paragraphs: [
            'For a legitimate applicant, the practical consequence is that evidence matters more than ever and has to be assembled earlier. Two concepts are central and often confused. Source of funds concerns the specific money used for the investment: where it sits, how it reached that account and how it will move to the destination country. Source of wealth concerns how the applicant came to be wealthy in the first place: a business built and sold, an inheritance, a career in a senior role, an investment portfolio accumulated over decades. Government units, banks and intermediaries will want a coherent, documented account of both, and they will test it against public records, media and sanctions databases.',
            'The file typically needs to address the following, with certified translations and legalisation where required:',
          ],
          items: [
            'identity and civil status documents for every family member included in the application, together with police clearance certificates from countries of nationality and residence;',
            'a narrative of the applicant’s career and wealth creation, supported by company records, audited accounts, sale agreements, dividend statements, employment contracts or probate documents as relevant;',
            'a clear trail for the investment funds, including any intermediate transfers between accounts, entities or family members, and explanations for gifts or loans;',
            'evidence of tax compliance in the countries where income and gains arose, such as tax returns or clearance certificates;',
            'disclosures about political exposure, sanctions connections, litigation and adverse media, with context where something is known to exist;',
            'where wealth derives from digital assets, records that link on-chain holdings to identifiable acquisitions and disposals, since unexplained crypto-asset gains attract particular scrutiny.',
          ],
        },
        {
          heading: 'Why preparation changes outcomes',
          paragraphs: [
            'Most delays and refusals in investor applications do not arise because an applicant is unsuitable, but because the evidence is incomplete or inconsistent: a company sale that cannot be reconciled with the amounts received, an undocumented family gift, a historic structure whose ownership is unclear, or a discrepancy between what the bank was told and what the immigration authority was told. Inconsistencies are also the usual trigger for revocation later, since most programmes reserve the right to withdraw a permit obtained on incomplete or misleading information. A careful review of the file before any money moves is the most effective safeguard, and it frequently reveals issues – old structures, unfiled returns, dormant accounts – that are better regularised at home before a new jurisdiction is involved.',
          ],
        },
      ],
    },
    {
      heading: 'Immigration residence and tax residence are different questions',
      paragraphs: [
        'A residence permit answers an immigration question: whether a person may enter, remain in and, in some cases, work in a country. Tax residence answers a different question, under different rules and usually administered by a different ministry: which state may tax that person’s worldwide income and gains. For people who actually relocate the two tend to coincide, but they need not, and many investor permits were designed precisely so that holders could acquire a right to live somewhere without being obliged to do so. The result is a recurring and sometimes expensive misunderstanding – the belief that obtaining a permit in a low-tax country brings tax obligations elsewhere to an end.',
      ],
      subsections: [
        {
          heading: 'How tax residence is determined',
          paragraphs: [
            'Each country applies its own domestic test. The United Kingdom uses the statutory residence test, which combines day counts with connecting factors such as available accommodation, family, work and previous years of residence. Many civil-law countries look at physical presence of more than 183 days in a year together with broader criteria such as the location of a permanent home, the centre of economic interests or the place where a spouse and minor children live. It is therefore entirely possible to be resident in two countries at once under their respective domestic laws.',
            'Where a double tax treaty based on the OECD Model applies, its tie-breaker rules resolve dual residence by looking, in sequence, at where the person has a permanent home, where the centre of vital interests lies, where there is a habitual abode and of which state the person is a national, with agreement between the tax authorities as the last resort. Treaties do not exist between every pair of countries, and a person with no permanent home in the new country but family, business and property in the old one will struggle to show that the balance has shifted.',
            'Leaving is as important as arriving. Some countries charge exit tax on unrealised gains, particularly on substantial shareholdings, when a resident departs. Others continue to tax certain former residents for a period: Spain, for example, can treat its nationals who move to jurisdictions it classifies as tax havens as resident in the year of departure and the four following years. Inheritance tax exposure can also persist; under the United Kingdom’s residence-based regime, long-term residents may remain within scope for several years after they leave. Advice in the country of departure is therefore as important as advice in the country of arrival.',
          ],
        },
        {
          heading: 'The Common Reporting Standard and investor schemes',
          paragraphs: [
            'Under the OECD’s Common Reporting Standard (CRS), financial institutions in more than a hundred participating jurisdictions obtain self-certifications of tax residence from their account holders and report account information to the tax authority of each jurisdiction of residence declared. An investor permit can change where information about a family’s accounts is sent only if it reflects a genuine change of tax residence; it cannot lawfully be used to stop information reaching the jurisdiction where the family remains taxable.',
            'The OECD identified this risk early. In 2018 it published an analysis of residence and citizenship by investment schemes that could be used to misrepresent tax residence, and named a number of schemes as potentially high-risk where they combined a low personal tax rate on offshore financial income with no requirement for significant physical presence. Financial institutions were advised not to rely on documentation from such schemes without further inquiry, and to ask questions such as whether the customer obtained residence rights under an investor scheme, whether the customer holds residence rights elsewhere, how much time the customer spent in the jurisdiction during the previous year and whether the customer filed an income tax return there. A family whose self-certifications name only the country of its investor permit, while its members spend most of the year elsewhere, should expect exactly those questions, and an incorrect self-certification can carry penalties as well as reputational consequences with the bank.',
            'The reporting net is also widening. Amendments to the CRS agreed at the OECD, together with the Crypto-Asset Reporting Framework, were due to take effect in many jurisdictions from 2026 – in the European Union through the directive known as DAC8 – extending reporting to new categories of assets and intermediaries. Planning built on the assumption that particular holdings fall outside automatic exchange should be reviewed.',
          ],
        },
        {
          heading: 'Preferential regimes for new residents',
          paragraphs: [
            'Several countries offer special tax regimes to attract new residents. Italy’s substitute tax on foreign income has already been mentioned; Greece offers an alternative regime under which foreign income is covered by a fixed annual payment of €100,000 for individuals who transfer their tax residence and make a qualifying investment; Portugal closed its non-habitual resident regime to new entrants from 2024 and replaced it with a narrower incentive aimed at scientific research, innovation and certain qualified roles; and the United Kingdom now offers its four-year relief for foreign income and gains to qualifying new arrivals.',
            'These regimes share a feature that is easily overlooked: each requires genuine tax residence in the country concerned. They reward people who actually move, which is the opposite of the passive model on which many investor permits were marketed. Families should treat the immigration permission and the tax regime as two separate applications with separate conditions, and should model the combined effect over the whole expected period of residence, including what happens when a time-limited regime expires.',
          ],
        },
      ],
    },
    {
      heading: 'How families should choose',
      paragraphs: [
        'The most reliable way to choose a residence route is to begin with the family’s purpose rather than with a list of programmes. Families typically pursue investor residence for one or more of five reasons: a contingency plan in case political, economic or security conditions at home deteriorate; a place to live, educate children or spend part of the year; a base from which to run or expand a business; greater ease of travel; or a long-term path towards permanent residence and, eventually, citizenship. Each objective points towards different jurisdictions, and a programme that serves one well may serve another poorly.',
      ],
      subsections: [
        {
          heading: 'Matching the route to the objective',
          paragraphs: [
            'Where the priority is a contingency plan, permits with modest presence requirements – the remaining Portuguese routes, the Greek programme or the UAE golden visa – keep an option open at limited disruption to daily life. They must nevertheless be maintained: renewals have to be filed on time, the qualifying investment usually has to be held, and time spent outside the country may not count towards permanent status or naturalisation. Where the priority is actual relocation, an investment route may not be needed at all; employment, entrepreneur, remote-worker or financially independent routes can be simpler and cheaper, and it is relocation that brings preferential tax regimes into play.',
            'Where the long-term aim is citizenship, the naturalisation rules deserve as much attention as the investment rules, and they are the part most exposed to political change, as the 2025 debate in Portugal shows. Families should ask how residence is counted, whether physical presence is required, what language and integration tests apply and whether the country of origin permits dual nationality. Where the aim is business, the question is less the permit than the ecosystem – licensing, banking, talent and treaty access – and routes such as the United Kingdom’s Innovator Founder visa, a Singapore family office or a UAE operating company should be assessed as business decisions first.',
          ],
          items: [
            'Which family members can be included, up to what age children qualify as dependants, and whether parents are eligible.',
            'What presence is required to keep the permit, to renew it and to qualify for permanent residence or naturalisation.',
            'How long the investment must be held, how liquid it is, and the full cost of entry, maintenance and exit.',
            'What the permit allows in practice: work, study, healthcare, and short-stay travel elsewhere (non-EU permits from Schengen states allow visits to other Schengen countries within the 90-days-in-180 rule).',
            'What the tax consequences are in the destination country and in the country being left, including exit charges and reporting.',
            'How stable the programme is politically, and how existing holders were treated when its rules changed in the past.',
            'Whether the source-of-wealth evidence can be assembled to the standard that banks and authorities will expect.',
          ],
        },
        {
          heading: 'Family composition and the long horizon',
          paragraphs: [
            'Investor permits are usually planned around a principal applicant, a spouse and minor children, but families change faster than programme rules. Children reach the age at which they no longer qualify as dependants, marry or study elsewhere; parents may need care; relationships end. It is worth establishing at the outset whether dependants can later obtain status in their own right, what happens to family members’ permits if the principal applicant’s status lapses, and how the arrangement would be affected by divorce.',
            'Succession deserves the same attention. If the principal applicant dies, the family will want to know whether the qualifying asset can pass to heirs without jeopardising their residence, how it will be taxed in each country concerned, and whether the holding structure – personal ownership, a company or a fund interest – fits the family’s wider estate plan. Political risk should be priced in as well. Spain and Portugal both protected existing holders when they changed their rules, but future reforms elsewhere may be less accommodating, and a plan that works only if the current rules remain unchanged for a decade is fragile.',
          ],
        },
        {
          heading: 'Sequencing the decision',
          paragraphs: [
            'A disciplined sequence reduces risk and cost. Objectives and constraints come first, followed by a review of the family’s tax position in its current country of residence, because exit consequences and reporting obligations can shape which destinations make sense. The source-of-wealth file should be assembled before any funds move. Only then should two or three jurisdictions be compared in detail with local counsel, the investment structured in a way that satisfies the programme rules and the family’s tax and reporting position, and a maintenance calendar established for renewals, day counts, filings and the holding period.',
            'Families should also choose their intermediaries with care. Programme authorities license or register agents in some jurisdictions, and under the EU’s new anti-money laundering rules investment migration operators will become obliged entities; it is reasonable to ask any adviser how they are regulated, how they are paid and whether they have an interest in the investment being recommended. No adviser can promise approval: decisions rest with the authorities, and outcomes depend on the facts of each case.',
            'Residency by investment in 2025 is a smaller, more regulated and more demanding market than it was five years ago, but for families with clear objectives, well-documented wealth and realistic expectations it can still provide valuable options. If you are weighing a residence route for yourself or your family, our advisers would be glad to discuss it with you in a confidential consultation before you commit to anything, so that the immigration, tax and compliance questions are examined together against your own circumstances. This analysis offers general information reflecting the position on 11 September 2025; it is not legal, tax or immigration advice, and the limits of what it can offer are explained on our Disclaimer page.',
          ],
        },
      ],
    },
  ],
};

export default body;
