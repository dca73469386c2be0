import type { ArticleBody } from '../../types.js';

/** Body of the article "family-office-singapore-switzerland": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'Singapore and Switzerland are the two locations most often shortlisted by families deciding where to base a family office outside their home country. Both are politically stable, host deep private banking industries, take part in the automatic exchange of financial account information and offer predictable legal systems. Beyond those shared strengths, the two differ in almost every respect that shapes an office’s design: how they regulate the management of family wealth, how they tax investment vehicles and the people who run them, which legal tools they provide for holding assets across generations, and what daily life looks like for the family and its staff.',
    'This guide sets the two side by side. It explains Singapore’s single family office model, the tax incentive schemes under sections 13O and 13U of the Income Tax Act 1947 and the licensing framework that the Monetary Authority of Singapore (MAS) confirmed in 2024. It then turns to Switzerland’s cantonal system, the approach of the Swiss Financial Market Supervisory Authority (FINMA), lump-sum taxation and the limits of Swiss foundations. It compares banking, talent, stability and cost, outlines the practical steps to establish an office in each country and suggests a way of deciding between them. The information reflects the position on 11 September 2025. Both countries were adjusting their rules during 2025, and readers should confirm the current detail before acting.',
  ],
  sections: [
    {
      heading: 'What a family office needs from its location',
      paragraphs: [
        'A single family office (SFO) manages the wealth of one family. It may run investment portfolios, oversee direct and private market investments, coordinate trustees and tax advisers, manage property, and support philanthropy and the family’s own governance. A multi-family office (MFO) offers similar services to several unrelated families and is, in regulatory terms, a business serving clients. That distinction drives much of what follows, because both Singapore and Switzerland treat an office that serves only one family very differently from one that serves third parties.',
        'Families typically weigh a common set of factors when choosing a location, although the weight given to each varies considerably with the family’s circumstances.',
      ],
      items: [
        'Regulation: whether the office needs a licence, how long authorisation takes and what ongoing obligations follow.',
        'Taxation: the treatment of the office itself, of the investment vehicles it manages, and of the family members and employees who will live locally.',
        'Structuring tools: the availability and recognition of trusts, foundations, fund vehicles and holding companies.',
        'Banking and custody: access to well-capitalised banks willing to onboard the family and its entities, and the quality of custody and execution.',
        'People: the depth of the local talent pool, immigration rules for staff and family members, schools and quality of life.',
        'Proximity: time zone, travel connections and closeness to the family’s businesses, investments and relatives.',
        'Stability and reputation: political and legal predictability, the currency, and how banks and counterparties perceive the jurisdiction.',
      ],
      subsections: [
        {
          heading: 'Two transparent jurisdictions',
          paragraphs: [
            'Neither country is a route to avoiding disclosure. Both exchange information under the OECD’s Common Reporting Standard, both apply anti-money laundering rules built on the standards of the Financial Action Task Force (FATF), and both expect a family office to be a genuine operation with real staff and real decision-making. The useful question is therefore not which location offers more discretion but which offers the better operating environment for a particular family, its investment strategy and the people who will run the office.',
            'The comparison is also rarely a straight choice. Some families establish their principal office in one country and a smaller presence in the other, or keep investment management in one place and trust administration in another. Such combined arrangements can work well, but they multiply the regulatory and tax questions that follow, and each presence needs to be justified on its own terms rather than as a convenience.',
          ],
        },
      ],
    },
    {
      heading: 'Singapore: the single family office model and the 13O and 13U schemes',
      paragraphs: [
        'Singapore’s growth as a family office centre over the past decade has been deliberate. The government and MAS have paired a clear exemption from fund management licensing for genuine single family offices with tax incentives for the investment vehicles those offices manage, and have tightened the conditions as the sector has expanded. The result is a well-defined pathway, with the trade-off that the conditions are detailed and are revised from time to time.',
      ],
      subsections: [
        {
          heading: 'Licensing: the exemption and MAS’s 2024 framework',
          paragraphs: [
            'Fund management is a regulated activity under Singapore’s Securities and Futures Act 2001 and ordinarily requires a capital markets services licence. Single family offices have historically operated without one, either by relying on an exemption for managing funds on behalf of related corporations or by obtaining a case-by-case exemption from MAS. Because an SFO manages only its own family’s money, MAS has taken the view that the investor protection concerns that justify licensing do not arise in the same way.',
            'In July 2023 MAS consulted on a revised framework, and on 6 November 2024 it published its response to the feedback received. The framework replaces case-by-case exemptions with a class exemption that is intended to be structure-agnostic: an SFO may be held through a trust, a foundation or another vehicle, provided that its funding derives from the family. To rely on the class exemption, the SFO must be wholly owned by members of a single family – defined by reference to the lineal descendants of a common ancestor, together with spouses, adopted children and step-children – and must manage assets only for those family members and for permitted related parties such as family-funded charities. MAS’s response allowed non-family key employees to invest alongside the family and to hold a small non-controlling stake, within limits it specified. The SFO must be incorporated in Singapore.',
            'The framework also addresses money laundering risk. The SFO and the fund vehicles it manages must open and maintain accounts with a MAS-regulated bank, with limited flexibility for foreign fund vehicles to bank in other jurisdictions applying FATF-consistent standards. SFOs must notify MAS on commencing operations, supported by a legal opinion from a Singapore law firm confirming that the qualifying criteria are met, and must file an annual return including information on assets under management. MAS indicated that the framework would take effect on a date to be announced, with a transitional period for existing offices. Families establishing an office should check whether it has commenced and what transitional deadlines apply, and should in any event design the office to meet the new criteria from the outset.',
          ],
        },
        {
          heading: 'The section 13O and 13U tax incentive schemes',
          paragraphs: [
            'Singapore taxes companies at a headline rate of 17 per cent, but funds managed in Singapore can apply for incentives that exempt specified income from designated investments – broadly, gains, dividends and interest from a wide range of financial assets – from tax. Family offices use two schemes: the Singapore Resident Fund Scheme under section 13O (formerly section 13R), for funds structured as Singapore-incorporated companies, and the Enhanced-Tier Fund Scheme under section 13U (formerly section 13X), which is open to a wider range of vehicles, including foreign companies, trusts and limited partnerships, and carries higher thresholds. It is the fund vehicle, not the family office company, that receives the incentive; the SFO itself is usually taxed in the ordinary way on the fees it charges for managing the fund.',
            'MAS has refined the conditions for funds managed by SFOs several times. Under the conditions it published in 2023, which built on an overhaul in 2022, a 13O fund must hold at least S$20 million in assets under management at the point of application and throughout the incentive period, and a 13U fund at least S$50 million. The office must employ a minimum number of investment professionals – at least two for 13O and three for 13U, including at least one who is not a family member – and must meet tiered minimum business spending requirements that rise with the size of the fund. A capital deployment requirement obliges the fund to invest at least 10 per cent of its assets under management, or S$10 million if lower, in a defined range of Singapore-linked investments, a range widened in 2023 to include certain climate-related and blended finance investments. New applications are scrutinised closely, including as to the source of the family’s wealth, and MAS’s review is substantive rather than a formality.',
            'In a circular of 1 October 2024 MAS confirmed that the 13O and 13U schemes, together with the related section 13D scheme, would be extended until 31 December 2029, alongside revised conditions from 1 January 2025. Those revisions were aimed mainly at funds managed by licensed fund managers; funds managed by single family offices remained subject to the separate family office conditions described above. Singapore has also introduced a philanthropy tax incentive scheme for family offices, under which qualifying donors with 13O or 13U funds may claim deductions for certain overseas donations made through Singapore-based intermediaries, subject to conditions and caps. Because the figures have changed repeatedly in recent years, the thresholds above should be verified against MAS’s current guidelines before any application is prepared.',
          ],
        },
        {
          heading: 'The wider tax and legal setting',
          paragraphs: [
            'For individuals, Singapore does not tax capital gains as such, has levied no estate duty since 2008 and taxes residents at progressive rates on Singapore-sourced income; most foreign-sourced income received by resident individuals is exempt, other than income received through a partnership in Singapore. Two developments qualify that picture for holding and investment structures. Since 1 January 2024, section 10L of the Income Tax Act has taxed gains from the disposal of foreign assets received in Singapore by entities belonging to groups with a presence outside Singapore, where those entities lack adequate economic substance in Singapore. And from 1 January 2025 Singapore has applied Pillar Two through a domestic top-up tax and an income inclusion rule for groups above the €750 million revenue threshold, which concerns the largest family-controlled groups rather than most family investment vehicles.',
            'Singapore’s legal system derives from English common law. Its trust law, with professional trustees licensed under the Trust Companies Act 2005, will be familiar to families accustomed to common law structures, and it includes provisions protecting Singapore-law trusts against foreign forced heirship claims. Private trust companies can operate under an exemption from trust company licensing, subject to conditions that include engaging a licensed trust company to carry out anti-money laundering checks. The variable capital company, available since 2020, offers a flexible fund vehicle, although it must be managed by a licensed or otherwise permitted fund manager, which limits its use by an exempt SFO. The Singapore International Commercial Court and the city’s standing as a leading seat of arbitration add confidence about the resolution of disputes.',
          ],
        },
        {
          heading: 'People and immigration',
          paragraphs: [
            'Family offices in Singapore employ investment professionals who, if they are not citizens or permanent residents, usually need Employment Passes. Since September 2023 new Employment Pass applications have been assessed under the points-based Complementarity Assessment Framework (COMPASS) in addition to a minimum qualifying salary, which is set higher for the financial services sector. Family principals have often looked to the Global Investor Programme administered by the Economic Development Board, which includes a family office option; its criteria were tightened substantially in 2023 and approval remains discretionary. Others relocate on an Employment Pass as a director of the family office, or keep their residence elsewhere and travel. Singapore’s international schools, safety and connectivity across Asia are regularly cited as strengths, while housing and school fees are among the largest costs a relocating family will meet.',
          ],
        },
      ],
    },
    {
      heading: 'Switzerland: cantonal federalism and a lighter touch for single family offices',
      paragraphs: [
        'Switzerland’s case rests on different foundations: a long private banking tradition, a federal system that allows cantons to compete on tax, a legal order valued for its stability and a location at the centre of Europe. It has no dedicated family office regime and no incentive scheme comparable to Singapore’s. Instead, a family office fits within general financial market and tax law, which in several respects is more permissive for an office serving one family and more demanding for an office serving several.',
      ],
      subsections: [
        {
          heading: 'FINMA and the Financial Institutions Act',
          paragraphs: [
            'Since the Financial Institutions Act (FinIA) and the Financial Services Act (FinSA) entered into force on 1 January 2020, independent portfolio managers and trustees operating in Switzerland have required authorisation from FINMA. Ongoing supervision of these firms is carried out by supervisory organisations that FINMA authorises and oversees, which conduct periodic audits. Authorisation brings requirements on organisation, qualified management, minimum capital, risk management and compliance, together with duties towards clients under FinSA.',
            'A single family office is generally outside this regime. FinIA excludes from the definition of a financial institution persons who manage assets solely for people with whom they have economic or family ties, and the implementing ordinance explains how those ties are to be understood. An office managing the assets of one family only therefore does not ordinarily need FINMA authorisation and typically falls outside the Anti-Money Laundering Act as well, although each case turns on its facts. The exclusion is narrower than it may appear: managing assets for a non-family co-investor, for in-laws outside the defined family or for a second family can take the office outside it, and an office that also acts as trustee of family trusts requires careful analysis.',
            'A multi-family office, by contrast, is ordinarily a portfolio manager under FinIA and needs FINMA authorisation, supervision by a supervisory organisation and compliance with anti-money laundering obligations. If it manages collective investment schemes above certain thresholds, it may instead need authorisation as a manager of collective assets. The process is manageable but takes months rather than weeks, and the ongoing costs of compliance staff, audit and supervisory fees weigh on smaller offices. Some families therefore use a licensed external portfolio manager or a bank for investment management, while keeping administrative and governance functions in an unregulated single family office.',
            'Swiss collective investment law has offered the Limited Qualified Investor Fund (L-QIF) since 1 March 2024. It does not require FINMA approval as a product, but it must be administered by an institution that FINMA supervises. It can suit families who want a Swiss fund wrapper for pooled investments with other qualified investors, although it does not remove the need for a regulated manager.',
          ],
        },
        {
          heading: 'Taxation: cantons, wealth and lump-sum arrangements',
          paragraphs: [
            'Switzerland levies income and wealth taxes at federal, cantonal and communal levels, with most of the burden – and most of the variation – at cantonal level. Resident individuals pay cantonal net wealth tax on their worldwide assets other than foreign real estate and foreign permanent establishments. Capital gains on privately held movable assets, including securities, are generally exempt, provided the individual is not treated as a professional securities dealer. Dividends and interest are taxed as income, and Swiss-source dividends bear a 35 per cent federal withholding tax that residents who declare the income can recover. For companies, combined effective rates vary by canton following the corporate tax reform that took effect in 2020, and Switzerland has applied a qualified domestic minimum top-up tax since 2024 and an income inclusion rule since 2025 for groups within the scope of Pillar Two.',
            'Lump-sum taxation, known formally as taxation according to expenditure, is available to foreign nationals who take up Swiss tax residence for the first time or after at least ten years abroad and who do not carry on gainful activity in Switzerland. Instead of being taxed on worldwide income and wealth, the individual is taxed on a base determined by worldwide living expenses, subject to minimum amounts set at federal level and by each canton, and to a control calculation that takes account of certain Swiss-source income and income for which treaty relief is claimed. A federal reform that took effect in 2016 raised the federal minimum base and required cantons retaining the system to set their own minimums and to levy wealth tax on lump-sum taxpayers. Zurich, Schaffhausen, Appenzell Ausserrhoden, Basel-Stadt and Basel-Landschaft have abolished lump-sum taxation at cantonal level, while Swiss voters rejected a proposal to abolish it nationally in 2014. In practice the amount is agreed with the cantonal tax authority, usually in an advance ruling.',
            'For family offices the critical condition is that a lump-sum taxpayer may not work in Switzerland. Managing one’s own private wealth is generally compatible with the regime, but a principal who takes an active, paid role in a Swiss family office or in a business run from Switzerland risks losing eligibility. The allocation of roles – who directs the office, who is employed by it and who simply owns it – is therefore an important design question for families who wish to combine lump-sum taxation with a Swiss office.',
            'Inheritance and gift taxes are also cantonal. Most cantons exempt transfers to a surviving spouse and to direct descendants, and a few, such as Schwyz, levy no inheritance tax at all, but rates and exemptions differ widely for other relatives and unrelated beneficiaries. A popular initiative proposing a federal tax of 50 per cent on inheritances and gifts above CHF 50 million was opposed by the Federal Council, and in June 2025 Parliament recommended its rejection without a counter-proposal; on 1 July 2025 the Federal Council set the national vote for 30 November 2025. Whatever its outcome, the initiative illustrates that Swiss tax policy, although stable by international standards, is subject to direct democracy, and families planning a move should follow such votes.',
          ],
        },
        {
          heading: 'Foundations, trusts and succession law',
          paragraphs: [
            'Swiss foundations are widely used for charitable purposes, but their scope for private wealth planning is restricted. Under the Swiss Civil Code, a family foundation may be established only for defined purposes such as meeting the costs of bringing up and educating family members, providing for them on establishing themselves in life or supporting them in need. Long-standing case law of the Federal Supreme Court treats so-called maintenance foundations, which confer general benefits on family members without such a purpose, as impermissible. In 2024 Parliament adopted a motion asking the Federal Council to lift that restriction, but at the time of writing no implementing legislation had been enacted, so Swiss family foundations remained unsuitable as general-purpose succession vehicles. Families wanting a foundation have tended to use foreign foundations, such as those of Liechtenstein.',
            'Switzerland has no domestic trust law. It ratified the Hague Convention on the Law Applicable to Trusts and on their Recognition with effect from 1 July 2007, so trusts governed by foreign law – English, Jersey, Guernsey, Cayman Islands or Singapore law, for example – are recognised, and Swiss-based trustees administer a great many of them. A government proposal to create a Swiss trust within the Code of Obligations was put out to consultation in 2022, but in September 2023 the Federal Council concluded that it lacked sufficient political support, principally because of objections to the proposed tax rules, and asked Parliament to write off the underlying motion. The taxation of foreign trusts with Swiss-resident settlors or beneficiaries follows cantonal practice based on a circular of the Swiss Tax Conference, under which the treatment depends heavily on whether a trust is revocable or irrevocable and whether beneficiaries have fixed or discretionary interests; advance rulings are routinely obtained.',
            'Swiss succession law was revised with effect from 1 January 2023, reducing the compulsory shares of descendants and abolishing those of parents, which gives testators greater freedom than before. Compulsory shares nevertheless remain, and a transfer into a foreign trust or foundation that infringes them can be challenged by the heirs affected. Foreign nationals resident in Switzerland may in certain circumstances choose the law of their nationality to govern their estate, and the succession provisions of Swiss private international law have recently been revised to reduce conflicts with the EU Succession Regulation.',
            'Switzerland is also strengthening transparency. A bill to create a central federal register of the beneficial owners of legal entities, which would not be open to the public, and to extend anti-money laundering duties to certain advisers involved in structuring work, was in the final stages of parliamentary passage at the time of writing, with entry into force not expected before 2026.',
          ],
        },
        {
          heading: 'Residence for the family',
          paragraphs: [
            'Nationals of EU and EFTA states benefit from free movement and can obtain residence relatively simply, including as persons without gainful activity who can demonstrate sufficient means and health insurance. Nationals of other countries face tighter rules: work permits are subject to quotas and labour market priority, and residence for wealthy individuals who will not work is granted at cantonal discretion, usually where the canton identifies a significant fiscal interest, which in practice is often linked to a lump-sum tax arrangement. Cantonal migration and tax authorities generally coordinate closely, and early dialogue with both is common practice.',
          ],
        },
      ],
    },
    {
      heading: 'Banking, talent, stability and cost compared',
      paragraphs: [
        'Both countries rank among the world’s leading private banking centres, but their banking environments have changed. Switzerland’s industry was reshaped by the takeover of Credit Suisse by UBS in 2023, which reduced the number of global banks headquartered in the country and prompted proposals from the Federal Council in 2025 for stricter capital requirements for systemically important banks. A broad range of private banks, cantonal banks and independent asset managers continues to serve international families, many with long experience of complex structures. Onboarding is thorough, particularly for politically exposed persons and families with links to sanctioned countries.',
        'In Singapore, a large money-laundering case uncovered in 2023, involving foreign nationals, led to a review by an inter-ministerial committee and closer supervisory attention to wealth management and family offices. Banks there have become noticeably more demanding in their due diligence on family office clients and their sources of wealth, and MAS’s framework makes a relationship with a MAS-regulated bank a condition of the SFO exemption. In either location, families should expect account opening to take weeks or months and should assemble evidence of the origin of their wealth before approaching a bank.',
        'On talent, Singapore offers a deep pool of investment professionals with Asian market expertise, a heavy concentration of regional headquarters of global banks and asset managers, and English as the language of business. Switzerland offers long-established private banking, trust administration and legal expertise, strong multilingual capability and proximity to the main European financial centres. Recruitment is competitive in both, and salaries for senior investment staff are high by international standards. For an SFO seeking Singapore tax incentives, the obligation to employ non-family investment professionals makes recruitment a condition of the incentive rather than merely an operational matter.',
        'Both score highly for political stability and the rule of law, but in different ways. Singapore’s governance is centralised and policy can be adjusted quickly, which has allowed it to refine the family office regime repeatedly; that agility cuts both ways for families who want a fixed framework. Switzerland’s federal structure and direct democracy make change slower and more consensus-driven, while allowing voters to put proposals such as the 2025 inheritance tax initiative on the ballot. The Swiss franc has long been regarded as a safe-haven currency, and the Singapore dollar is managed by MAS against a basket of currencies; an office’s base currency for reporting is a separate decision from its location, but running costs are incurred locally.',
        'Geography often settles the question. Singapore lies within a few hours’ flight of most of South-East Asia, India, China and Australia, and its working day overlaps with Asian markets and the Gulf. Switzerland lies within a short flight of most European capitals, and its working day overlaps with Asia in the morning and the Americas in the afternoon.',
      ],
      subsections: [
        {
          heading: 'Costs in outline',
          paragraphs: [
            'Neither location is inexpensive, and costs are best described in relative terms. In Singapore, the main costs are salaries for the investment professionals needed to meet incentive conditions, office rent in the central business district, fund administration and audit, legal fees for incorporation, the exemption notification and the tax incentive application, and the family’s own housing and schooling. In Switzerland, a single family office that does not need authorisation can run with a comparatively lean team, but salaries, rents and living costs in Zurich and Geneva are among the highest in Europe, and a multi-family office adds the costs of authorisation, supervision, audit and compliance staff. In both, the cost of settling tax residence and structure correctly at the outset is usually modest compared with the cost of correcting them later.',
          ],
        },
        {
          heading: 'The two locations at a glance',
          paragraphs: [
            'The main differences can be summarised as follows, subject to the detailed conditions described above and to the facts of each case.',
          ],
          items: [
            'Single family office regulation: in Singapore, exemption from fund management licensing for offices meeting MAS’s criteria, with notification and annual reporting under the new framework once it applies; in Switzerland, generally outside FINMA authorisation where assets are managed only for persons with family or economic ties.',
            'Multi-family office regulation: in Singapore, ordinarily a capital markets services licence for fund management; in Switzerland, FINMA authorisation as a portfolio manager with ongoing supervision by a supervisory organisation.',
            'Principal tax features: in Singapore, exemption of specified investment income for funds approved under section 13O or 13U, and no tax on capital gains as such; in Switzerland, generally tax-free private capital gains for individuals, competition between cantons and, for eligible non-working foreign nationals, lump-sum taxation.',
            'Structuring tools: in Singapore, common law trusts, private trust companies and the variable capital company; in Switzerland, recognition of foreign trusts under the Hague Convention, with Swiss family foundations confined to defined purposes.',
            'Taxes on death: in Singapore, no estate duty; in Switzerland, cantonal inheritance and gift taxes, with spouses and direct descendants exempt in most cantons.',
          ],
        },
      ],
    },
    {
      heading: 'Setting up, and choosing between the two',
      paragraphs: [
        'The practical steps differ between the two countries, chiefly because Singapore’s pathway is organised around the licensing exemption and the tax incentive application, while Switzerland’s is organised around the choice of canton, the regulatory status of the office and the tax position of the people involved. The sequences below are typical rather than prescriptive.',
      ],
      subsections: [
        {
          heading: 'Establishing a single family office in Singapore',
          paragraphs: [],
          items: [
            'Confirm the family’s objectives, the assets to be managed and the tax position of each family member in their country of residence, including the effect of relocating principals or staff.',
            'Design the structure: the SFO company, usually owned by the family directly or through a trust or foundation, and one or more fund vehicles to hold the investments.',
            'Incorporate the SFO and the fund vehicle with the Accounting and Corporate Regulatory Authority, and confirm that the qualifying criteria for the licensing exemption are met.',
            'Open accounts with a MAS-regulated bank for the SFO and its fund vehicles, allowing time for source-of-wealth review.',
            'Recruit investment professionals, obtain Employment Passes and secure office premises.',
            'Prepare and submit the 13O or 13U application with the business plan and supporting documents MAS requires, and respond to its questions.',
            'Once approved, put in place processes for annual declarations, business spending, capital deployment and, when the new framework applies, notifications and annual returns to MAS.',
          ],
        },
        {
          heading: 'Establishing a family office in Switzerland',
          paragraphs: [],
          items: [
            'Choose the canton, weighing tax rates, the availability of lump-sum taxation, language, schools and proximity to the family’s banks and advisers.',
            'Decide whether the office will serve one family only or also third parties, and obtain a legal analysis of its status under FinIA and the Anti-Money Laundering Act.',
            'Incorporate the office, usually as a company limited by shares (AG/SA) or a limited liability company (GmbH/Sàrl), and register it in the commercial register.',
            'Where principals are relocating, coordinate residence permits with the cantonal migration office and, where relevant, seek an advance ruling on lump-sum taxation from the cantonal tax authority.',
            'Obtain tax rulings on any foreign trusts, foundations or holding companies with Swiss-resident settlors, beneficiaries or managers.',
            'Open banking and custody relationships and appoint auditors where required.',
            'For a multi-family office, prepare the FINMA authorisation application, join a supervisory organisation and build the compliance function before accepting any third-party mandates.',
          ],
        },
        {
          heading: 'How to decide',
          paragraphs: [
            'Most families can narrow the choice by answering a handful of questions candidly. Where do the principals and the next generation actually want to live? Where are the family’s businesses and the bulk of its investments? Does the family prefer a clear, incentive-driven regime with detailed conditions, or a more general framework with fewer conditions but no dedicated incentive? Will the office ever serve anyone outside the family? How important are common law trusts compared with civil law tools? And what are the tax consequences, in the family’s existing countries of residence, of moving people or decision-making?',
            'Families whose wealth and businesses are concentrated in Asia, who want a fund vehicle with a defined tax exemption and who are comfortable meeting staffing and spending conditions often find Singapore the more natural fit. Families with European ties, who value Swiss banking and trust expertise, who may qualify for lump-sum taxation or benefit from tax-free private capital gains, and who intend to keep the office strictly within the family often favour Switzerland. Some choose both, using one as the principal office and the other for defined functions, which can work well provided the allocation of decision-making is clear and defensible for tax purposes.',
            'Whatever the choice, the analysis in the family’s existing countries of residence frequently matters as much as the destination. A family member who remains resident in the United Kingdom, the United States, Australia or an EU member state may be taxed on the income of the new structures under controlled foreign company, trust or anti-avoidance rules, and the place where investment decisions are actually taken can determine where the office and its vehicles are treated as resident.',
            'Timing deserves equal attention. In Singapore, the tax incentive depends on MAS approving the application, and assembling the team, the bank accounts and the supporting documents can take several months; the date from which the incentive applies, and the treatment of income arising before it, should be confirmed as part of the process. In Switzerland, residence permits, lump-sum rulings and tax rulings on trusts are best secured before a principal moves, because the terms agreed on arrival frame the family’s tax position from the outset. In both countries, a move planned shortly before a business sale, an inheritance or another liquidity event calls for particular care, since the tax authorities of the country being left may still claim the resulting gain. A realistic timetable, agreed with advisers in each relevant country, is one of the most valuable documents a family can prepare.',
            'Because the rules in both countries were moving during 2025 – with MAS’s single family office framework awaiting commencement, the tax incentive conditions recently revised, and Swiss transparency legislation nearing adoption and a federal inheritance tax initiative awaiting a national vote – a confidential consultation with our advisers, held before the family commits to Singapore, Switzerland or both, is the natural next step, so that the analysis reflects the rules in force when you act and your family’s particular circumstances. Nothing in this article amounts to advice: it offers general information only, and our Disclaimer page describes the limits of what this guide provides and how far it may be relied upon.',
          ],
        },
      ],
    },
  ],
};

export default body;
