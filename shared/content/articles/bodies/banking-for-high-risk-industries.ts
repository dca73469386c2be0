import type { ArticleBody } from '../../types.js';

/** Body of the article "banking-for-high-risk-industries": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'For businesses in sectors that banks classify as high risk, access to a reliable account has become a strategic question rather than an administrative one. A cryptoasset firm, an online gaming operator, a remittance business or a defence supplier can have a sound business model, a clean ownership structure and every licence its activities require, and still find that an established bank declines to onboard it, or closes an account after years of uneventful operation. The consequences reach well beyond inconvenience: without dependable payment rails, payroll, supplier settlements, customer refunds and tax payments all stall, and an otherwise healthy business can be put in difficulty within weeks.',
    'The phenomenon is usually described as de-risking – the practice of terminating or restricting relationships with whole categories of customer rather than managing risk customer by customer. International standard-setters have criticised it for more than a decade, and supervisors in several jurisdictions now say openly that blanket exclusion is not what the rules require. Yet the incentives that produce it have not disappeared, and in some respects the period 2024–2025 sharpened them even as political pressure against unjustified account closures grew.',
    'This analysis considers why de-risking persists, which sectors bear the brunt of it, how the market has adapted through electronic money institutions, payment institutions and specialist banks, and how regulatory change in the European Union, the United Kingdom and elsewhere is altering the picture as of September 2025. It closes with the strategic implications for boards, for whom banking resilience now belongs on the agenda alongside licensing, tax and governance.',
  ],
  sections: [
    {
      heading: 'Why de-risking happens: incentives, standards and supervision',
      paragraphs: [
        'It is tempting to attribute de-risking to excessive caution or to prejudice against particular industries. A more accurate explanation is that a bank’s decision to accept or retain a customer reflects an assessment of expected cost against expected revenue, in which regulatory exposure is a heavily weighted cost. When the cost of understanding and monitoring a customer properly exceeds what the relationship is likely to earn, or when the downside of getting it wrong is severe and hard to quantify, declining the relationship is the rational response for an individual institution, even if it is not the outcome that policymakers intend.',
        'Four forces feed into that calculation. Each is legitimate in isolation; together they explain why businesses with lawful activities and competent management can still struggle to be banked.',
      ],
      subsections: [
        {
          heading: 'Correspondent banking pressure',
          paragraphs: [
            'Much of the pressure originates one step removed from the customer. Banks outside the major currency centres depend on correspondent relationships with larger institutions to make payments in US dollars, euros and sterling. Those correspondents apply their own risk appetite to the respondent bank’s customer base, and a respondent that serves crypto exchanges, remittance companies or customers with links to sanctioned regions may be asked to exit those customers or lose its correspondent line. The Committee on Payments and Market Infrastructures and the Financial Stability Board have documented a sustained contraction in correspondent relationships over the past decade, concentrated in smaller economies and higher-risk corridors.',
            'The practical effect is that a business may be refused not because its own bank objects to it, but because that bank cannot afford to jeopardise its access to clearing in a major currency. The decision is taken, in effect, by an institution the customer never deals with and cannot persuade.',
          ],
        },
        {
          heading: 'The risk-based approach and its limits',
          paragraphs: [
            'The Financial Action Task Force’s Recommendations require financial institutions to identify, assess and understand their money laundering and terrorist financing risks and to apply measures proportionate to them. In principle, the risk-based approach is the antidote to de-risking: higher risk calls for enhanced due diligence, not automatic exit. The FATF has stated on several occasions that wholesale termination of customer categories is inconsistent with its standards, and in early 2025 it adopted amendments to its Recommendations intended to give greater weight to proportionality and financial inclusion, including clearer scope for simplified measures where risks are lower.',
            'In practice, enhanced due diligence is expensive. It requires experienced analysts, tailored monitoring scenarios, periodic reviews at short intervals and senior management approval. For a bank with few customers in a particular sector, building that capability may not be economic, and the simplest compliant outcome is to have no such customers at all. The risk-based approach therefore tends to concentrate high-risk business in institutions that have chosen to specialise, rather than spreading it evenly across the market.',
          ],
        },
        {
          heading: 'Supervisory stance and enforcement memory',
          paragraphs: [
            'Supervisors have for some years tried to send two messages at once: that firms must manage financial crime risk rigorously, and that they should not exclude legitimate customers wholesale. The first message has tended to be heard more clearly, because it is reinforced by enforcement. Substantial penalties imposed on banks on both sides of the Atlantic for anti-money laundering failings, and criminal proceedings in some cases, have left a lasting institutional memory. Compliance functions remember which customer types featured in those cases, and boards remember the remediation programmes and monitorships that followed.',
            'The European Banking Authority addressed the tension directly in its 2022 opinion on de-risking and in guidelines issued in 2023 on managing money laundering and terrorist financing risk when providing access to financial services, which ask institutions to consider less drastic alternatives before refusing or terminating a relationship. In the United Kingdom, the Financial Conduct Authority has likewise said that it expects firms to manage risk rather than avoid it. The direction of supervisory travel is clear, but it has not yet fully displaced the incentives created by past enforcement.',
          ],
        },
        {
          heading: 'Scheme rules, reputation and unit economics',
          paragraphs: [
            'Regulation is not the only source of constraint. The card schemes impose their own rules on merchants in categories such as gambling, adult content, nutraceuticals and certain digital goods, including registration, content controls and monitoring of chargeback and fraud levels. Acquirers that breach those rules face assessments and, ultimately, the loss of scheme participation, so they pass the discipline down to merchants. Reputational considerations have also played a part: some institutions have preferred to avoid sectors that attract public or political criticism, whatever their legality.',
            'Finally, the arithmetic of small relationships matters. A business with modest balances and complex cross-border flows may generate less revenue than the cost of its annual review. That makes it vulnerable whenever a bank reassesses its portfolio, changes strategy or responds to a supervisory finding, even where nothing about the customer itself has changed.',
          ],
        },
      ],
    },
    {
      heading: 'The sectors most affected in 2025',
      paragraphs: [
        'The list of industries that banks treat as high risk varies between institutions and jurisdictions, but several categories recur. In each, the difficulty stems from a different combination of money laundering exposure, legal uncertainty, scheme rules and reputation, and the route to sustainable banking differs accordingly. Understanding which of these drivers applies is the first step towards addressing it.',
      ],
      subsections: [
        {
          heading: 'Cryptoassets and digital asset service providers',
          paragraphs: [
            'Crypto businesses remain the archetypal de-risked sector, although the picture is becoming more differentiated. Concerns centre on the pseudonymous character of some transactions, exposure to mixers and unhosted wallets, sanctions evasion and fraud. The entry into application of the EU’s Markets in Crypto-Assets Regulation for crypto-asset service providers on 30 December 2024, together with the recast Transfer of Funds Regulation, which from that same date requires originator and beneficiary information to accompany crypto-asset transfers, has given banks a clearer regulatory benchmark in the EU. A CASP authorised by a national competent authority is a materially different proposition from an unregulated platform, and some banks have begun to distinguish between the two.',
            'Elsewhere, cryptoasset businesses in the United Kingdom must be registered with the FCA for anti-money laundering purposes while the government develops a fuller authorisation regime, and in the UAE providers may be licensed by Dubai’s Virtual Assets Regulatory Authority or, within Abu Dhabi Global Market, by the Financial Services Regulatory Authority. Banks generally give weight to the standing of the licensing regulator, so the choice of jurisdiction influences banking prospects as much as market access.',
          ],
        },
        {
          heading: 'Gambling and gaming',
          paragraphs: [
            'Licensed gambling operators present money laundering risk through high volumes, customer balances and the potential use of gaming accounts to layer funds, and the card schemes maintain detailed rules for gambling merchants. Operators licensed by recognised regulators, such as the UK Gambling Commission or the Malta Gaming Authority, generally find banking easier than operators licensed in less demanding jurisdictions. Banks increasingly examine which markets an operator accepts players from, since serving customers in markets where it holds no licence can turn a lawful business into a facilitator of illegal gambling in the eyes of a provider.',
          ],
        },
        {
          heading: 'Adult entertainment',
          paragraphs: [
            'Adult content businesses are often entirely lawful but face scheme-driven obligations concerning content review, consent and age verification, alongside chargeback and reputational concerns. In the United Kingdom, duties under the Online Safety Act 2023 requiring highly effective age assurance for pornographic content took effect in stages during 2025 – from January for services that publish such content themselves and from July for user-to-user and search services – and are enforced by Ofcom, adding a regulatory compliance question that banks and acquirers can be expected to ask.',
          ],
        },
        {
          heading: 'CBD and cannabis-related businesses',
          paragraphs: [
            'CBD and cannabis-related businesses face a distinctive legal problem. Rules on controlled substances, novel foods and permitted THC content differ between jurisdictions, and in the UK the breadth of the proceeds of crime legislation can make banks cautious even about funds derived from activity that was lawful where it took place abroad. In the United States, marijuana remained a Schedule I controlled substance under federal law at the time of writing, notwithstanding a rescheduling process that had been initiated, and that continues to affect any institution with US exposure.',
          ],
        },
        {
          heading: 'Defence and arms',
          paragraphs: [
            'Defence manufacturers and traders have historically encountered exclusions driven by environmental, social and governance policies, as well as by export control and sanctions risk. Since 2022, and with particular emphasis during 2025, governments in the UK and across Europe have argued that defence is compatible with sustainable investment and that financial institutions should not exclude the sector by default. Some institutions have revised their policies, but export licensing, end-user controls and sanctions exposure remain genuine diligence issues, and appetite still varies widely between banks.',
          ],
        },
        {
          heading: 'Money services businesses and payment firms',
          paragraphs: [
            'Remittance companies, currency exchanges and payment intermediaries are among the customers most exposed to correspondent banking pressure, because their own customers are invisible to the bank that holds their accounts. In the UK, money service businesses are generally supervised by HMRC for anti-money laundering purposes, while payment institutions and electronic money institutions are authorised or registered by the FCA. A bank serving such a customer must in effect assess a second compliance programme, and that cost is reflected in appetite and pricing.',
          ],
        },
        {
          heading: 'High-risk jurisdictions and PEP-linked businesses',
          paragraphs: [
            'Businesses with owners, customers or operations in jurisdictions subject to the FATF’s calls for action or increased monitoring, or on the EU’s list of high-risk third countries, attract mandatory enhanced due diligence, and sanctions regimes relating to Russia, Belarus, Iran and others add screening and ownership analysis. Because the FATF lists are revised at each plenary, exposure can arise or fall away within months.',
            'Businesses owned or controlled by politically exposed persons are also subject to enhanced due diligence. The requirement is lawful and appropriate, but its over-application – treating every PEP connection as a reason to refuse – has drawn criticism from supervisors, as discussed below.',
          ],
        },
      ],
    },
    {
      heading: 'A market that has adapted: EMIs, payment institutions and specialist banks',
      paragraphs: [
        'Where established banks have withdrawn, other providers have moved in. The most visible change of the past decade has been the growth of electronic money institutions and payment institutions, authorised in the UK under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, and in the EU under the second Electronic Money Directive and the second Payment Services Directive. These firms can provide accounts with their own or partner-bank identifiers, offer multi-currency wallets and connect to faster payment schemes, often with onboarding processes designed around sectors that mainstream banks avoid.',
        'Their model differs from a bank’s in ways that boards should understand. An EMI or payment institution does not take deposits and may extend credit only in narrow circumstances tied to payment services; customer funds must be safeguarded, either by segregation in designated accounts at a credit institution or through an insurance policy or comparable guarantee. Money held with them is not covered by the deposit guarantee schemes that protect bank deposits, such as the Financial Services Compensation Scheme in the UK, although safeguarding is intended to return customer money if the firm fails. The FCA has been tightening its expectations after several insolvencies in which the return of client funds proved slow and costly, and in August 2025 it confirmed new safeguarding rules, due to apply from May 2026, involving more frequent reconciliation, reporting and audit.',
        'Non-bank providers also carry a dependency risk of their own. Most EMIs hold safeguarded funds, and reach certain payment systems, through one or more partner banks. If a partner bank reassesses the EMI’s customer base, it may require the EMI to exit entire segments, passing de-risking down the chain. Businesses that moved from a bank to an EMI to escape de-risking have sometimes found themselves closed again for precisely this reason, with the EMI as much a casualty as its customers.',
      ],
      subsections: [
        {
          heading: 'Access to payment systems and to bank accounts',
          paragraphs: [
            'Policymakers have tried to reduce that dependency. In the UK, regulation 105 of the Payment Services Regulations 2017 requires credit institutions to give payment service providers access to payment account services on an objective, non-discriminatory and proportionate basis, and to notify the FCA of their reasons when they refuse or withdraw access. The Bank of England has also allowed eligible non-bank payment service providers to hold settlement accounts in its real-time gross settlement system, reducing their reliance on sponsor banks for sterling settlement.',
            'In the EU, the Instant Payments Regulation amended the Settlement Finality Directive so that payment institutions and electronic money institutions can participate directly in designated payment systems, with member states required to transpose the change by April 2025. Proposals for a third Payment Services Directive and a new Payment Services Regulation, still under negotiation at the time of writing, would further strengthen the obligation on banks to justify refusals to serve payment firms. Taken together, these measures should make the non-bank sector more robust over time, although the benefit will reach end customers only gradually.',
          ],
        },
        {
          heading: 'Specialist and challenger banks',
          paragraphs: [
            'A smaller group of licensed banks has chosen to serve higher-risk sectors deliberately, pricing onboarding and monitoring costs into their fees and building genuine sector expertise. They can offer deposit protection, credit facilities and a more durable relationship, but their appetite is finite and may shift with their own supervisory relationship, capital position or correspondent arrangements. Some operate banking-as-a-service models in which a fintech interface sits on a licensed bank’s balance sheet; there, it is the bank’s risk appetite that ultimately governs, even if the customer never deals with it directly.',
          ],
        },
        {
          heading: 'Acquirers and crypto-native rails',
          paragraphs: [
            'For businesses that accept card payments, the acquirer and any payment facilitator matter as much as the account provider. High-risk merchant acquiring is a specialist market of its own, characterised by higher fees, rolling reserves and close attention to chargeback ratios. In the digital asset sector, regulated custodians and exchanges increasingly offer fiat on-ramps and off-ramps, and regulated stablecoins are being explored for settlement, but these channels ultimately rest on bank relationships too. The adapted market is broader than before, yet it remains a network of dependencies rather than a set of independent alternatives.',
          ],
        },
      ],
    },
    {
      heading: 'Regulation reshaping access: MiCA, the EU AML package and the debanking debate',
      paragraphs: [
        'Three strands of regulatory change are shaping banking access in 2025: the maturing of frameworks for sectors that were previously unregulated, the overhaul of anti-money laundering rules in the EU, and a political and regulatory reaction, led first by the UK and more recently by the United States, against account closures perceived as unfair or unexplained. They pull in somewhat different directions, and their combined effect will take several years to become clear.',
      ],
      subsections: [
        {
          heading: 'The European Union: MiCA, AMLR, AMLD6 and AMLA',
          paragraphs: [
            'MiCA’s effect on banking access is potentially positive but gradual. By creating a single authorisation regime with passporting across the European Economic Area, it gives banks a regulator-validated view of a CASP’s governance, capital, custody and conduct arrangements. Transitional provisions allow firms that were providing services under national regimes before 30 December 2024 to continue for a period set by each member state, ending no later than 1 July 2026. Firms that have not obtained authorisation by the end of their transition will lose their regulatory footing, and banks are likely to treat customers still relying on transitional status with some caution.',
            'Alongside MiCA sits the Union’s new anti-money laundering architecture, agreed in 2024: a directly applicable Anti-Money Laundering Regulation, a sixth Anti-Money Laundering Directive, and a regulation creating the Authority for Anti-Money Laundering and Countering the Financing of Terrorism. From 10 July 2027, when most of its provisions become applicable, the AMLR will replace much national variation with a single rulebook on customer due diligence, beneficial ownership and enhanced due diligence, including specific measures for cross-border correspondent relationships involving crypto-asset service providers. The new authority, seated in Frankfurt, was building up its operations during 2025; from 2028 it is expected to take over direct supervision of a small group of higher-risk financial institutions that operate across borders.',
            'For high-risk businesses, harmonisation should reduce the differences in what banks in different member states ask for, but it will not lower the bar. The more likely effect is that requirements become more uniform and more predictable, while institutions remain free to set their own risk appetite within them. A predictable standard is nonetheless valuable: it allows a well-prepared business to meet expectations once, rather than re-engineering its documentation for every provider.',
          ],
        },
        {
          heading: 'The United Kingdom: notice, reasons and PEPs',
          paragraphs: [
            'In the UK, debanking became a political issue in 2023, when a high-profile account closure involving a prominent public figure led to the resignation of a bank chief executive. The FCA reviewed firms’ approach to account closures, and the government committed to strengthening protections. The Financial Services and Markets Act 2023 provided the legislative basis, and the Payment Services and Payment Accounts (Contract Termination) (Amendment) Regulations 2025, made in June 2025, extend the minimum notice period for terminating an open-ended payment services framework contract from two months to 90 days and require providers to give reasons specific and detailed enough for the customer to understand the decision, together with information on how to complain. Reasons need not be given where doing so would be unlawful – for example because of tipping-off restrictions – and the longer notice period does not apply in certain cases, such as where the provider cannot complete customer due diligence or suspects serious crime. The changes take effect on 28 April 2026 for framework contracts concluded from that day onwards; relationships opened earlier remain under the previous rules, and larger corporate customers may be able to agree different terms, so the protection they enjoy depends partly on their contracts.',
            'The treatment of politically exposed persons has received parallel attention. The 2023 Act required the FCA to review how firms treat PEPs, their family members and close associates, and the review published in 2024 found that some firms applied enhanced measures too broadly and did not always differentiate adequately between PEPs according to risk. The FCA set out steps to update its guidance, and further changes to the Money Laundering Regulations affecting PEPs were under discussion during 2025. These developments should help PEP-linked businesses, but they do not remove enhanced due diligence.',
            'Other reforms change the information banks can rely on. The Economic Crime and Corporate Transparency Act 2023 is reshaping Companies House, with identity verification for directors and persons with significant control being phased in, and its corporate offence of failing to prevent fraud, which applies to large organisations, took effect on 1 September 2025. The Act also eases information sharing between regulated firms for the prevention of economic crime, which may help banks make better-informed decisions, but may equally mean that concerns about a customer travel further than before.',
          ],
        },
        {
          heading: 'Beyond Europe',
          paragraphs: [
            'In the United States, federal banking regulators moved during 2025 to remove reputational risk from their supervisory frameworks, and in August 2025 an executive order directed regulators to address what it described as politicised or unlawful debanking. The practical consequences were still emerging at the time of writing. In Asia, the Monetary Authority of Singapore tightened its regime for digital token service providers, requiring firms in Singapore that serve only overseas customers to be licensed from 30 June 2025. In the Gulf, UAE banks have found international correspondents more receptive since the FATF took the country off its grey list in February 2024. Each development alters where, and on what terms, high-risk businesses can bank.',
          ],
        },
      ],
    },
    {
      heading: 'Strategic implications for boards',
      paragraphs: [
        'The lesson of the past decade is that banking access cannot be treated as a procurement exercise, concluded once and revisited only when something goes wrong. For a business in a high-risk sector it is a continuing exposure to be governed, and the board is the right place to govern it. Five implications follow from the analysis above.',
        'First, banking resilience should appear as a named risk on the risk register, with an executive owner and a regular report to the board. The underlying questions are simple: how many payment rails the business depends on, how quickly it could move if one were withdrawn, what losing its primary provider without warning would cost, and whether payroll, tax and supplier obligations could be met during the transition. Boards that have never asked these questions tend to discover the answers at the least convenient moment.',
        'Second, the quality of the business’s own compliance framework is its most valuable banking asset. Banks and EMIs judge customers in high-risk sectors partly by the credibility of their controls: a documented business-wide risk assessment, a capable money laundering reporting officer where one is required, clear customer acceptance standards, and sanctions screening and transaction monitoring proportionate to the business. In regulated sectors a licence from a respected regulator does much of this work; in unregulated ones, a voluntary framework aligned with recognised standards can partly fill the gap. Investment in compliance is therefore not merely a regulatory cost but a contribution to commercial continuity.',
        'Third, transparency and predictability are strategic choices. Providers close accounts most readily when activity departs from what they were led to expect, or when they discover facts that were not disclosed. A business that explains material changes in advance – new markets, products, shareholders or counterparties – gives its providers the opportunity to update their view of the relationship rather than a reason to exit it.',
        'Fourth, structure and jurisdiction matter. Where a group is incorporated, licensed and managed influences which institutions will consider it, so the choice of jurisdiction for operating and treasury entities should take banking into account from the outset, alongside tax, substance and regulatory considerations. Structures that appear designed for opacity – layers without commercial rationale, nominee arrangements or entities in jurisdictions with weak transparency standards – consume diligence effort and invite refusal, however legitimate the underlying purpose.',
        'Fifth, boards should read the regulatory signals without over-reading them. The direction of travel in the UK, the EU and the United States is towards greater scrutiny of unjustified exclusion, longer notice and more explanation. That is welcome, but it does not amount to a right for a business to be banked, and institutions will retain broad discretion over their risk appetite. The most resilient posture is to assume that any single relationship may end and to plan accordingly. Boards may find the following questions a useful starting point for that discussion:',
      ],
      items: [
        'Is banking and payments resilience recorded as a principal risk, with an executive owner and a board-level report at least once a year?',
        'Does the business maintain at least two independent routes for receiving and making payments in its core currencies, and has the alternative been tested?',
        'Is the compliance framework documented, proportionate and current, and could it be shared with a prospective provider at short notice?',
        'Are material changes to the business model, ownership, markets or volumes communicated to providers before they take effect?',
        'Has the group structure been reviewed for its suitability for banking, and not only for tax and regulatory efficiency?',
        'Does the board know the notice periods, termination rights and reserve arrangements in its principal banking and acquiring agreements?',
      ],
      subsections: [
        {
          heading: 'Looking ahead',
          paragraphs: [
            'Over the next two to three years, banking access for high-risk industries is likely to become more structured rather than simply more open. Regulated status under MiCA and comparable regimes, harmonised due diligence under the AMLR and stronger procedural protections in the UK should reward businesses that can evidence credible governance, while those relying on regulatory gaps or opaque structures may find their options narrowing further. The gap between well-prepared and poorly prepared businesses in the same sector is, if anything, likely to widen.',
            'Where your organisation operates in one of the sectors discussed here, or its board is reconsidering banking arrangements in light of these changes, we would encourage you to speak to our advisers in a confidential consultation before any decision is made. Please treat this analysis as general information, not advice; it is written as at 11 September 2025, several of the developments it describes were still in motion, and none of it is tailored to any particular organisation. The limits of what it provides are explained on our Disclaimer page.',
          ],
        },
      ],
    },
  ],
};

export default body;
