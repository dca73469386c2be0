import type { ArticleBody } from '../../types.js';

/** Body of the article "choosing-right-jurisdiction-expansion": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'Few decisions in an international expansion are as durable as the choice of jurisdiction. The place in which a company is incorporated, managed and licensed determines which courts resolve its disputes, which authorities tax its profits, which regulators supervise it, which banks will open accounts for it and how easily it can be reorganised or sold later. Changing that choice after the event is possible, but it is rarely quick, cheap or free of tax consequences.',
    'Decisions of this kind are too often driven by a single variable, usually the headline corporate tax rate, or by habit. The international environment of 2025 punishes that approach. The global minimum tax, stricter economic substance expectations, beneficial ownership transparency, bank de-risking and the reputational weight of official lists have narrowed the gap between how a structure looks on paper and how it must operate in practice.',
    'This guide sets out a practical framework for the decision. It begins with commercial criteria, moves through law, tax, regulation, banking, substance, reputation and immigration, offers a careful comparison of jurisdictions that are frequently shortlisted, and closes with exit planning and a step-by-step decision process. The analysis reflects the law and practice in force on 11 September 2025. A number of the areas it touches were in flux at that date, so the current position should be confirmed before any step is taken.',
  ],
  sections: [
    {
      heading: 'Start with the business, not the tax rate',
      paragraphs: [
        'The first question is not where to go but what the new entity is for. A regional headquarters that employs senior managers and signs contracts with customers has very different needs from a passive holding company, an intellectual property owner, a treasury or financing vehicle, an investment fund or a licensed financial services firm. Each function carries its own legal, tax and regulatory logic, and a jurisdiction that suits one may be a poor fit for another. Writing down the intended functions, the assets the entity will hold, the people it will employ and the contracts it will sign is the discipline on which everything else depends.',
        'Once the function is clear, the commercial criteria usually do most of the early filtering. Market access comes first: a business selling regulated products into the European Union will often need an establishment inside the single market, because passporting rights attach to authorisation in a member state and were lost by UK firms when the Brexit transition period ended. A business serving Gulf customers may find that a presence in the United Arab Emirates or Saudi Arabia is expected by counterparties and, for some public sector work, required.',
        'Talent is the second filter. A jurisdiction can be attractive on every technical measure and still fail if the business cannot hire or relocate the people it needs. Depth of the local labour market in the relevant disciplines, employment law flexibility, the cost of senior hires, the availability of accountants, lawyers and compliance professionals, and the quality of schools and housing for relocating families all bear on whether a presence can be staffed credibly.',
        'Time zone and language complete the practical picture. A hub in London, Dublin, Amsterdam or Luxembourg overlaps comfortably with both the Americas and much of Asia during the working day; Dubai and Abu Dhabi bridge Europe, Africa and South Asia; Singapore sits naturally at the centre of Asia-Pacific operations. English is the language of business and, in common law centres, of the statute book and the courts, which lowers friction for many international groups.',
      ],
      items: [
        'What will the entity actually do, and who will do it?',
        'Which customers, markets and counterparties must it be close to, legally or commercially?',
        'Does its activity require a licence, and if so, from which regulator?',
        'Where will the directors and senior managers live and take decisions?',
        'Which investors, lenders or acquirers will scrutinise the structure, and what will they expect?',
      ],
    },
    {
      heading: 'Legal system, tax and regulation',
      paragraphs: [
        'With commercial priorities established, the next layer is the legal and fiscal framework. These factors determine the cost of operating and the predictability of outcomes, and they interact: a favourable tax regime is worth little if contracts cannot be enforced reliably, and a respected legal system may come with a tax or regulatory burden that a particular activity cannot bear.',
      ],
      subsections: [
        {
          heading: 'Common law and civil law',
          paragraphs: [
            'Common law jurisdictions – England and Wales, Ireland, Singapore, the Cayman Islands, and the two financial free zones of the UAE, the Dubai International Financial Centre (DIFC) and Abu Dhabi Global Market (ADGM) – develop their law through judicial precedent as well as statute. International investors and lenders are often most comfortable with English-law concepts such as trusts, floating charges and well-developed insolvency practice. The DIFC has its own English-language courts applying a body of law modelled on common law principles, while ADGM applies English common law directly, an unusual feature for a centre in a civil law country.',
            'Civil law systems – the Netherlands, Luxembourg and the UAE outside its financial free zones, among others – rest on codified law and tend to involve notaries in company formation and certain corporate acts. They are not inherently less predictable; Luxembourg and the Netherlands are among the most established holding and fund locations in the world, and their courts are experienced in complex commercial matters. Malta combines a civil law heritage with company and financial services legislation strongly influenced by English law. The practical question is whether the system suits the contracts, security and dispute resolution the business expects to use.',
          ],
        },
        {
          heading: 'Corporate tax, treaties and Pillar Two',
          paragraphs: [
            'Headline corporate tax rates remain relevant but are only the starting point. The effective burden depends on the tax base, reliefs such as participation exemptions for dividends and gains, withholding taxes on outbound payments, the reach of controlled foreign company rules in the parent’s jurisdiction, transfer pricing, and whether the entity is treated as resident where it is incorporated or where it is managed. A low rate in the subsidiary can be neutralised by the parent’s own anti-avoidance rules, or by withholding taxes that no treaty reduces.',
            'Double tax treaties matter most for holding, financing and licensing entities, because they reduce withholding taxes on dividends, interest and royalties and allocate taxing rights. Since the Multilateral Instrument brought a principal purpose test into many treaties, treaty benefits are increasingly refused where securing them was among the main aims of an arrangement and allowing them would run contrary to the treaty’s object. A holding company with no people, premises or decision-making of its own is unlikely to withstand that scrutiny.',
            'For larger groups the global minimum tax reshapes the analysis. Under the OECD’s Pillar Two rules, groups whose consolidated revenue reached 750 million euros or more in two or more of the previous four years face a minimum effective tax rate of 15 per cent in each jurisdiction in which they operate, enforced through an income inclusion rule, an undertaxed profits rule and, increasingly, qualified domestic minimum top-up taxes levied by the low-tax jurisdiction itself. The EU implemented the rules through a directive applying from 2024; the UK, Ireland, the Netherlands and Luxembourg applied the rules from 2024, and Singapore and the UAE introduced domestic top-up taxes from 2025. For an in-scope group, a low statutory rate no longer produces a low effective rate, and the choice of jurisdiction turns on other factors. The framework was still moving in 2025: in June, G7 governments announced a proposed side-by-side arrangement for groups headquartered in the United States, and the detail was still being worked through at the OECD at the time of writing.',
          ],
        },
        {
          heading: 'Regulatory licensing',
          paragraphs: [
            'If the intended activity is regulated – banking, payments, electronic money, investment services, fund management, insurance, crypto-assets, gaming or certain professional services – the licensing pathway often dictates the jurisdiction more than any other factor. Regulators differ in their appetite for particular business models, in the substance and local management they require, in capital requirements and in the time an application typically takes. Some authorisations grant access to a wider market: authorisation under the EU’s Markets in Crypto-Assets Regulation (MiCA) as a crypto-asset service provider, for example, can be passported across the European Union, while a UK authorisation from the Financial Conduct Authority (FCA) carries no such rights in the EU.',
            'It is sensible to take informal soundings, read each regulator’s published guidance and consider whether the business can realistically meet the local requirements for senior management, compliance and risk functions before committing to incorporation. An entity formed in a jurisdiction whose regulator will not authorise its model is a costly dead end.',
          ],
        },
      ],
    },
    {
      heading: 'Banking, substance, reputation and people',
      paragraphs: [
        'The second group of criteria concerns whether a structure can operate in the real world. They are also the factors most often underestimated at the planning stage.',
      ],
      subsections: [
        {
          heading: 'Banking access',
          paragraphs: [
            'An entity that cannot open a bank account cannot trade. Banks apply their own risk appetite on top of the legal requirements, and in many centres they are cautious about companies with no local management, complex ownership chains, nominee arrangements, activities in higher-risk sectors or connections to jurisdictions under international scrutiny. Incorporation can take days; bank onboarding can take months, and may fail.',
            'Banking feasibility should therefore be tested before the jurisdiction is fixed, not after. The relevant questions include which banks serve companies of this profile, what they expect to see in terms of local directors, premises and staff, whether the group’s existing banking relationships can support the new entity, and whether a licensed electronic money or payment institution would be an acceptable interim solution for the activity in question. A clear account of ownership, source of funds, expected flows and commercial rationale shortens the process.',
          ],
        },
        {
          heading: 'Substance and its cost',
          paragraphs: [
            'Substance is the degree to which an entity has real people, premises, expenditure and decision-making in its jurisdiction. It is required explicitly by economic substance legislation in several centres, including the Cayman Islands, and implicitly by tax residence rules, transfer pricing, treaty anti-abuse provisions, banking onboarding and regulatory authorisation. The UAE, which introduced economic substance regulations in 2019, amended them in 2024 so that they apply only to financial years ending on or before 31 December 2022, but substance remains central to its corporate tax regime, notably to the conditions for the free zone regime.',
            'Substance has a cost, and that cost belongs in the comparison from the outset. It includes premises, local directors who genuinely exercise judgement, competent staff for the core activities, local accounting and audit, and senior people’s travel to hold board meetings in the right place. A jurisdiction with a lower tax rate but expensive substance requirements may not be the cheaper option once both are counted, and a jurisdiction where the group already has people may be the natural home for new functions.',
          ],
        },
        {
          heading: 'Reputation and official lists',
          paragraphs: [
            'A jurisdiction’s reputation affects how banks, investors, counterparties and tax authorities treat entities established there. Two sets of lists carry particular weight. The EU’s list of non-cooperative jurisdictions for tax purposes, reviewed by the Council of the EU twice a year, identifies jurisdictions judged not to meet standards on tax transparency, fair taxation and the implementation of international minimum standards; payments to listed jurisdictions can attract defensive measures in member states and additional reporting. The Financial Action Task Force (FATF) publishes its ‘call for action’ list, which at the time of writing named North Korea, Iran and Myanmar, and its list of jurisdictions under increased monitoring, commonly called the grey list, which is updated after each plenary meeting.',
            'Listing triggers enhanced due diligence by banks and other obliged entities across much of the world. The European Commission also keeps a separate anti-money laundering list of high-risk third countries, which draws on the FATF lists without mirroring them. Jurisdictions move on and off these lists: the Cayman Islands left the FATF grey list in 2023 and the UAE in 2024, while the British Virgin Islands was added in June 2025. In June 2025 the European Commission also adopted an amendment that would remove the UAE from the EU’s anti-money laundering list, a change that could take effect only if neither the European Parliament nor the Council objected. Because listings change several times a year, the position should be checked at the point of decision and monitored thereafter, and the possibility of a future listing should be treated as a risk to be weighed rather than ignored.',
          ],
        },
        {
          heading: 'Immigration for staff',
          paragraphs: [
            'An operating presence needs people who have the right to live and work in the jurisdiction. Each centre offers its own routes: the UK’s sponsored Skilled Worker and Global Business Mobility visas, including the UK Expansion Worker route for overseas businesses setting up a first UK presence; Singapore’s Employment Pass, assessed under the points-based COMPASS framework; employment visas issued through UAE mainland authorities or free zones, alongside the long-term Golden Visa; Ireland’s Critical Skills Employment Permit; the Netherlands’ highly skilled migrant scheme operated through recognised sponsors; the EU Blue Card in Luxembourg and other member states; and work permits administered in the Cayman Islands by Workforce Opportunities and Residency Cayman.',
            'These routes change often. The UK, for example, raised the skill level for Skilled Worker sponsorship in July 2025 as part of a wider tightening of its immigration system, and further changes had been announced. Salary thresholds, sponsor duties, processing times and family rights should be checked against the people the business actually intends to move, before leases are signed.',
          ],
        },
      ],
    },
    {
      heading: 'Comparing typical choices',
      paragraphs: [
        'No jurisdiction is best in the abstract; each is strong for some functions and weak for others. The notes below describe, in general terms, how several frequently shortlisted centres tend to compare. They are deliberately qualitative: rates, thresholds and regulatory practice change, and the figures that matter for a particular business should be confirmed with local advisers at the time of the decision.',
      ],
      subsections: [
        {
          heading: 'United Kingdom',
          paragraphs: [
            'The UK combines English law, deep capital and professional services markets, a very wide double tax treaty network, and fast online incorporation through Companies House. The main rate of corporation tax is 25 per cent, with a small profits rate of 19 per cent for lower profits and marginal relief in the band between them, and the UK does not generally levy withholding tax on dividends. It suits regional headquarters, holding companies, financial services firms supervised by the FCA or the Prudential Regulation Authority, and businesses targeting UK customers. Outside the EU, a UK entity has no single market passport. The Economic Crime and Corporate Transparency Act 2023 has strengthened Companies House’s powers, and checks on the identities of directors and persons with significant control were being phased in, becoming compulsory for new appointments from November 2025 under the published timetable. Opening accounts with UK banks can be slow for companies controlled from abroad.',
          ],
        },
        {
          heading: 'Singapore',
          paragraphs: [
            'Singapore offers a common law system, an internationally respected regulator in the Monetary Authority of Singapore (MAS), efficient administration through the Accounting and Corporate Regulatory Authority, and a headline corporate tax rate of 17 per cent with partial exemptions for smaller amounts of income. Dividends are not taxed in shareholders’ hands under its one-tier system, and capital gains are generally not taxed, although since 2024 Singapore has taxed certain foreign-asset disposal gains made by group entities lacking adequate economic substance there. Every company needs at least one director who is ordinarily resident in Singapore. It is a natural regional headquarters for Asia-Pacific, a leading fund and wealth management centre with its Variable Capital Company structure, and a strong arbitration seat. Large groups are subject to its domestic top-up tax and multinational enterprise minimum tax from 2025. Banks are well capitalised and selective, and expect real activity.',
          ],
        },
        {
          heading: 'United Arab Emirates: DIFC, ADGM, free zones and the mainland',
          paragraphs: [
            'The UAE offers several distinct environments. The DIFC and ADGM are financial free zones with common law frameworks, independent courts and their own regulators, the Dubai Financial Services Authority and ADGM’s Financial Services Regulatory Authority respectively; they suit financial services, fund management, family offices and holding structures. Commercial free zones such as those in Dubai, Abu Dhabi and Ras Al Khaimah offer streamlined licensing for trading, technology and services businesses, while mainland companies, most of which may now be wholly foreign-owned, can trade freely across the domestic market. In Dubai outside the DIFC, virtual asset activities fall under the Virtual Assets Regulatory Authority (VARA).',
            'Federal corporate tax applies at 9 per cent on taxable income above 375,000 dirhams for financial years starting from 1 June 2023 onwards, with a 0 per cent rate available to qualifying free zone persons on qualifying income, subject to conditions that include adequate substance. In-scope multinational groups are subject to a domestic minimum top-up tax from 2025. There is no personal income tax, which helps with relocating staff, and the UAE left the FATF grey list in February 2024. Bank onboarding is thorough and usually depends on demonstrable local presence.',
          ],
        },
        {
          heading: 'Ireland',
          paragraphs: [
            'Ireland is an English-speaking, common law member state of the EU and the euro area, with a 12.5 per cent rate on trading income, a higher rate on passive income, and a 15 per cent effective rate for groups within Pillar Two. It is well established for technology, life sciences, aircraft leasing and funds, with the Central Bank of Ireland supervising a large investment fund sector, including the Irish Collective Asset-management Vehicle. At least one director must generally be resident in the European Economic Area unless a bond or another statutory exemption applies. Its treaty network and EU passporting make it a frequent choice for groups seeking an English-speaking base inside the single market.',
          ],
        },
        {
          heading: 'Netherlands',
          paragraphs: [
            'The Netherlands is a civil law jurisdiction with a long history as a European headquarters, logistics and holding location. Private companies are incorporated by notarial deed, and corporate income tax is levied at 19 per cent on a lower band of profits and 25.8 per cent above it, with a participation exemption for qualifying shareholdings and an extensive treaty network. Successive reforms have targeted conduit structures, including a conditional withholding tax on interest, royalties and, since 2024, dividends paid to low-tax and EU-listed jurisdictions, so a Dutch holding company now needs genuine purpose and presence. Supervision of financial firms is shared between De Nederlandsche Bank and the Dutch Authority for the Financial Markets.',
          ],
        },
        {
          heading: 'Luxembourg',
          paragraphs: [
            'Luxembourg is a civil law member state with a leading position in investment funds and holding structures, supervised by the Commission de Surveillance du Secteur Financier (CSSF). Its toolkit includes the SOPARFI holding company, regulated fund regimes and the Reserved Alternative Investment Fund, and the special limited partnership much used by private equity. The combined corporate tax rate in Luxembourg City fell to a little under 24 per cent for 2025 after a reduction in the corporate income tax rate. English is widely used in finance alongside the official languages, and the ecosystem of depositaries, administrators and service providers is deep, though substance costs are correspondingly high.',
          ],
        },
        {
          heading: 'Malta',
          paragraphs: [
            'Malta is an EU member state where English is an official language and company law draws heavily on English models. Its regulator, the Malta Financial Services Authority (MFSA), supervises financial services, funds and crypto-asset service providers, and the Malta Gaming Authority licenses gaming operators. The headline corporate tax rate is 35 per cent, but a full imputation system with shareholder refunds can substantially reduce the overall tax on distributed profits; proposals to reform this system were under discussion in 2024–2025 and should be checked. Malta used the option in the EU Pillar Two directive to defer the income inclusion and undertaxed profits rules. It was on the FATF grey list from 2021 to 2022, a reminder that reputation can shift within a short period.',
          ],
        },
        {
          heading: 'Cayman Islands',
          paragraphs: [
            'The Cayman Islands is a British Overseas Territory with a legal system founded on English common law and final appeal to the Privy Council in London. There is no corporate income tax, and exempted companies can obtain an undertaking against future taxation for a period. It is a leading domicile for investment funds, capital markets vehicles and holding companies in structures aimed at international investors, with funds and financial services supervised by the Cayman Islands Monetary Authority (CIMA). It is rarely an operating base for trading businesses. Economic substance legislation applies to relevant activities, beneficial ownership rules have been strengthened, and the islands left the FATF grey list in 2023 after leaving the EU tax list in 2020. Cayman does not have a comprehensive double tax treaty network, entities often bank outside the islands, and groups within Pillar Two must expect low-taxed profits to be topped up elsewhere.',
          ],
        },
      ],
    },
    {
      heading: 'Exit, restructuring and a step-by-step decision process',
      paragraphs: [
        'Every structure should be chosen with its end in mind. Businesses are sold, listed, merged, wound up or moved as circumstances change, and the ease of doing so varies. Some jurisdictions allow a company to transfer its registration in or out by continuation or re-domiciliation, preserving its legal identity: Singapore has permitted inward re-domiciliation since 2017, the Cayman Islands and the UAE’s financial free zones provide for continuation, and EU member states have implemented Directive (EU) 2019/2121, known as the Mobility Directive, covering cross-border conversions, mergers and divisions within the Union. The UK did not have a corporate re-domiciliation regime at the time of writing, although the government had been considering introducing one.',
        'Tax follows any move. EU states apply exit taxation to unrealised gains when assets or residence leave their jurisdiction, the UK imposes its own exit charges when a company ceases to be resident, and liquidations, share sales and asset transfers each carry different consequences for the entity and its shareholders. Acquirers will review the structure in due diligence, and an arrangement that is hard to explain or thinly substantiated can depress value or delay a transaction. Building in clean ownership, good records and a defensible rationale from the outset preserves options.',
        'Drawing these threads together, a disciplined decision usually follows a recognisable sequence, although it is iterative rather than linear: findings at later stages often send the analysis back to earlier ones. The first stage is to define the purpose of the entity – its functions, assets, people, contracts and time horizon – and to identify the hard constraints that rule options in or out, such as licensing requirements, market access rules, the conditions of investors or lenders, and sanctions or listing concerns. A shortlist of three or four jurisdictions meeting the commercial criteria is then usually enough to work with.',
        'The second stage tests each shortlisted option in depth. Tax should be modelled across corporate tax, withholding taxes, treaty access, controlled foreign company rules, transfer pricing and, for larger groups, Pillar Two. The regulatory pathway should be mapped, including the regulator’s expectations on capital, local management and timetable. Banking feasibility should be tested with realistic candidate banks or payment institutions before anything is committed, and the substance plan should be costed in full, from premises and directors to staff, governance, accounting and audit.',
        'The third stage looks at people, reputation and the future. Immigration routes should be checked against the individuals who will actually relocate or be hired. Each jurisdiction should be screened against the EU tax list and the FATF and EU anti-money laundering lists, with an honest view of the risk of future change. Exit and restructuring routes, including continuation, cross-border conversion and exit taxation, should be understood before the structure is built rather than when it needs to be unwound.',
        'The final stage is the decision itself, which should be recorded with its rationale in board minutes and supporting papers so that the choice can be explained to tax authorities, regulators, banks and future acquirers. The choice should then be reviewed at least annually, because law, official lists and the business itself will evolve.',
        'Choosing a jurisdiction is a judgement that balances many factors, and the right answer depends on the facts of each business and on decisions by regulators, tax authorities and banks that no adviser controls. If an expansion is under consideration, a confidential consultation with our advisers before acting allows the options to be tested against your circumstances and the law as it then stands, and we would welcome the opportunity to arrange one. Nothing in this guide is advice on a particular expansion: it is general information only, and the limits of what it provides are described on our Disclaimer page.',
      ],
    },
  ],
};

export default body;
