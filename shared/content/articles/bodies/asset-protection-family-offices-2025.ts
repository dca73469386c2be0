import type { ArticleBody } from '../../types.js';

/** Body of the article "asset-protection-family-offices-2025": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'For much of the past half-century, asset protection was discussed as though privacy and protection were the same thing. A company in a discreet jurisdiction, a nominee shareholder and a trust deed kept in a drawer were thought to place wealth beyond the reach of creditors, claimants and tax authorities alike. That model has not survived the last decade. Automatic exchange of financial account information, beneficial ownership registers, identity verification at company registries and an international consensus against harmful tax practices have removed most of the secrecy on which it depended. What remains – and what matters more – is the protection that comes from sound legal design, genuine governance and transparent compliance.',
    'In 2025 the pace of change quickened. The United Kingdom abolished its regime for non-domiciled individuals from 6 April 2025 and moved inheritance tax towards a residence-based test. The European Union’s new anti-money laundering package moved from legislation to implementation, with its new authority beginning operations. Global minimum tax rules under Pillar Two entered their second year of application in many jurisdictions, while negotiations continued over how they would apply to groups headquartered in the United States. Registries on both sides of the Channel continued to recalibrate the balance between public transparency and personal privacy.',
    'This analysis considers what those developments mean for families, family offices and the professionals who advise them. It examines the principal vehicles – trusts, foundations, private trust companies and holding structures – and the environment in which they now operate; the tax and substance pressures reshaping them; the legal doctrines that decide whether protection holds when it is tested; and the governance and succession arrangements that increasingly determine whether a structure serves a family well. It closes with a practical framework for reviewing existing arrangements. The position described is as at 11 September 2025. Several areas were in flux at that date, and readers should verify the current position before relying on any point.',
  ],
  sections: [
    {
      heading: 'Protection without secrecy: the transparency environment in 2025',
      paragraphs: [
        'The starting assumption for any structure reviewed today should be that the relevant tax authorities will, or readily can, learn of its existence, its assets and the people who benefit from it. That is not a counsel of alarm; it is simply the architecture of the system. Structures designed on that footing tend to be robust. Structures that still depend, even in part, on information not reaching a particular authority tend to be fragile, and their fragility grows each year as reporting networks widen and data-matching improves.',
      ],
      subsections: [
        {
          heading: 'Automatic exchange of information',
          paragraphs: [
            'The OECD’s Common Reporting Standard (CRS) has governed exchanges between participating jurisdictions since 2017, and the number of participants has grown steadily since. Financial institutions – a category that includes many trusts and investment entities under professional management – identify reportable account holders and controlling persons and report balances and income to their local tax authority, which passes the information to the jurisdictions of residence. For a trust, the controlling persons include the settlor, the trustees, any protector, the beneficiaries and any other person exercising ultimate effective control. A carefully drafted discretionary trust therefore provides no informational shield, whatever protection it may offer in law.',
            'The standard itself is being extended. Between 2022 and 2023 the OECD approved a Crypto-Asset Reporting Framework (CARF) and a package of amendments to the CRS, covering electronic money, certain digital assets and more detailed information about controlling persons. Many jurisdictions committed to apply the new rules in time for exchanges in 2027, with data collection beginning from 1 January 2026; within the European Union the equivalent changes are made through the amended directive on administrative cooperation known as DAC8. The United Kingdom amended its regulations in June 2025 to implement the revised standard and to introduce mandatory registration for reporting financial institutions, including certain trusts, and the government also intended to extend reporting to UK-resident account holders. Families holding digital assets or interests in investment entities should assume those holdings will become visible through these channels in much the same way as a conventional bank account.',
            'The United States sits outside the CRS and operates FATCA instead, which has led some to treat US structures as a gap in the system. That view is increasingly hazardous. The OECD’s model mandatory disclosure rules, adopted in the United Kingdom and reflected across the European Union in the DAC6 hallmarks, require intermediaries to report arrangements designed to circumvent the CRS or to obscure beneficial ownership. Banks in most financial centres now apply their own scrutiny to structures that appear designed to avoid reporting, and an arrangement that attracts that scrutiny can become very difficult to bank.',
          ],
        },
        {
          heading: 'Beneficial ownership registers after the Court of Justice ruling',
          paragraphs: [
            'Registers of beneficial ownership form the second pillar of the transparency agenda. The EU’s fourth and fifth anti-money laundering directives required member states to maintain central registers of the beneficial owners of companies and, separately, of trusts and similar arrangements, and the fifth directive opened company registers to the general public. In its judgment of 22 November 2022 in the joined cases WM and Sovim SA v Luxembourg Business Registers, the Court of Justice of the European Union held that the provision granting access to any member of the general public was invalid. The Court found that unrestricted public access was a serious interference with the rights to respect for private life and to the protection of personal data under the EU Charter of Fundamental Rights, and that it was not limited to what was strictly necessary. Several member states suspended or restricted public access within days.',
            'The EU legislature responded in its 2024 anti-money laundering package. The sixth directive (AMLD6, Directive (EU) 2024/1640) rebuilds access around a ‘legitimate interest’ test, under which journalists, civil society organisations working on financial crime and others may seek access, while competent authorities and obliged entities retain access as of right. The directly applicable Anti-Money Laundering Regulation (AMLR, Regulation (EU) 2024/1624) is due to apply from 10 July 2027 and harmonises the rules for identifying beneficial owners, including those of trusts and foundations. The new Anti-Money Laundering Authority (AMLA), based in Frankfurt, began operating in 2025; from 2028 it is expected to supervise directly a small group of the riskiest cross-border credit and financial institutions.',
            'The practical lesson of the judgment is narrower than it is sometimes presented. It restored a measure of privacy from the public at large; it did not restore privacy from banks, regulators or tax authorities, all of which retain access. Families who read the ruling as a return to confidentiality risk designing structures on a false premise.',
          ],
        },
        {
          heading: 'The United Kingdom’s registers',
          paragraphs: [
            'The United Kingdom has taken a different path and retains a public register of people with significant control over UK companies. Under the Economic Crime and Corporate Transparency Act 2023, Companies House received substantially greater powers to query and remove information, and identity verification was introduced for directors and people with significant control. Verification became available on a voluntary basis on 8 April 2025, and Companies House had announced that it was due to become mandatory from 18 November 2025, with a transitional period for those already in post.',
            'Overseas entities holding UK land must be registered on the Register of Overseas Entities, created under the Economic Crime (Transparency and Enforcement) Act 2022, and must disclose their registrable beneficial owners or managing officers. Where trustees are the registrable beneficial owners, information about the underlying trust was originally withheld from public view. Regulations made in February 2025 changed that: from 31 August 2025, trust information held on the register can be requested by members of the public on application, subject to conditions (including, for some requests, showing a legitimate interest) and to a widened regime under which individuals can apply to have their information protected where disclosure would put them at risk. Separately, HMRC’s Trust Registration Service requires most UK express trusts, and certain non-UK trusts with UK connections such as UK land or a UK-resident trustee entering a business relationship, to register, and permits access to information in limited circumstances where a legitimate interest is shown.',
            'For family offices, the cumulative effect is that the ownership of UK real estate, UK companies and many trusts with UK connections is now accessible to the authorities and, to varying degrees, to the public. Reputational planning – considering how a family’s arrangements would appear if they were reported accurately in the press – has become a legitimate part of structural design rather than an afterthought.',
          ],
        },
      ],
    },
    {
      heading: 'The structural toolkit: trusts, foundations, private trust companies and holding structures',
      paragraphs: [
        'No single vehicle suits every family, and most substantial arrangements combine several. The choice turns on the family’s legal traditions, where its members live and are likely to live, the nature of the assets, the degree of control the founder expects to retain, and the jurisdictions whose courts and tax authorities will take an interest. The following notes describe each vehicle in general terms; the detail varies materially between jurisdictions, and the tax analysis always depends on the residence of the people involved.',
      ],
      subsections: [
        {
          heading: 'Discretionary trusts',
          paragraphs: [
            'The discretionary trust remains the central vehicle of common law wealth planning. The settlor transfers assets to trustees, who hold them for a class of beneficiaries and decide, within the terms of the deed, who receives what and when. Because no beneficiary is entitled to a fixed share, a beneficiary’s creditors generally have nothing to attach until a distribution is made, and the assets do not form part of any beneficiary’s estate in the ordinary way. That is the source of the trust’s protective effect, and it depends entirely on the settlor genuinely parting with the assets and the trustees genuinely exercising their discretion.',
            'Modern trust laws in jurisdictions such as Jersey, Guernsey, the Cayman Islands, Bermuda and the British Virgin Islands allow a settlor to reserve certain powers – over investment decisions, for example, or to appoint and remove trustees – without invalidating the trust. Those provisions are useful, but every reserved power is a potential point of attack, a theme returned to below. The protector, an office now common in offshore trusts, can provide a check on the trustees without concentrating control in the settlor; the choice of protector and the drafting of the powers attached to the office deserve as much care as the choice of trustee.',
            'Specialist regimes extend the basic model. Non-charitable purpose trusts, such as the Cayman Islands’ STAR trusts, can hold the shares of a private trust company or a family business without identifying individual beneficiaries. The British Virgin Islands’ VISTA regime allows trustees to hold shares in a company while leaving its management to the directors, relieving the trustee of the usual duty to monitor and intervene in the business. That can be valuable where a trust holds an operating company that the family intends to keep running under its own management.',
          ],
        },
        {
          heading: 'Foundations',
          paragraphs: [
            'Foundations appeal particularly to families from civil law traditions, for whom the idea of one person owning assets for the benefit of another can feel unfamiliar. A private foundation is a legal person in its own right, with a council or board that administers the endowment in accordance with a charter and regulations, and beneficiaries whose rights are defined by those documents. Liechtenstein and Panama have long-established foundation laws; Jersey, Guernsey, the Isle of Man and Malta introduced foundation legislation in the 2000s and 2010s, and the Cayman Islands introduced foundation companies in 2017. In the Gulf, the foundation regimes of the Abu Dhabi Global Market (ADGM) and the Dubai International Financial Centre (DIFC) have become established options for families based in the region.',
            'Because a foundation owns its assets directly, it can simplify questions about legal title, and its legal personality can make dealings with banks and registries more straightforward. Against that, its tax treatment is less settled in many countries than that of a trust. Some authorities treat a foundation as a company, others look through it to the founder or the beneficiaries, and others classify it as equivalent to a trust. That classification frequently determines whether a foundation is efficient for a particular family, and it should be resolved for every relevant country of residence before the foundation is established, not after the first distribution.',
          ],
        },
        {
          heading: 'Private trust companies',
          paragraphs: [
            'A private trust company (PTC) is a company formed to act as trustee of the trusts of a single family. Its board can include family members, long-standing advisers and independent professionals, giving the family a voice in trustee decisions without the settlor personally holding powers that would weaken the structure. Many offshore centres exempt PTCs from full trust-business licensing where they act only for a defined family and are administered by a licensed provider, although the conditions – registration with the regulator, a licensed registered office, limits on the persons who may be served – differ from place to place.',
            'The shares of a PTC are commonly held by a purpose trust or a foundation, so that control of the trustee does not itself fall into a family member’s estate or become exposed to that person’s creditors. The model shifts rather than removes the risk of challenge. If the board is dominated by the settlor, meets rarely and approves decisions that have plainly been taken elsewhere, a court may conclude that the trusts are controlled by the settlor in substance. A PTC works well when its board operates as a real board, with proper minutes, independent members who participate in deliberation, and access to professional administration and advice.',
          ],
        },
        {
          heading: 'Holding and investment structures',
          paragraphs: [
            'Beneath the trust or foundation sits the layer that owns and manages the assets: holding companies for operating businesses, investment companies or funds for portfolios, and property vehicles. Jurisdictional choice at this level is driven less by protection than by tax treaties, participation exemptions, withholding taxes, regulatory status and access to banking. Luxembourg, the Netherlands, Ireland, Switzerland, Singapore, the United Kingdom and the United Arab Emirates are all used, for different reasons. The UAE introduced a federal corporate tax, at a standard rate of 9 per cent, with effect for financial years starting on or after 1 June 2023; its law allows qualifying family foundations to apply for transparent treatment, which has made the Emirates a more considered and less purely tax-driven choice than it once was.',
            'Fund vehicles such as Luxembourg’s reserved alternative investment fund, Singapore’s variable capital company or a Cayman Islands exempted limited partnership can suit families who co-invest with others or wish to professionalise their investment activity. Their regulatory consequences – a licensed or authorised manager, depositary arrangements, investor eligibility rules – must be weighed against the benefits. As a general principle, the more layers a structure contains, the more each layer must be justified by a purpose that can be explained clearly to a bank, a regulator and a tax authority.',
          ],
        },
      ],
    },
    {
      heading: 'Tax and substance pressures reshaping structures',
      paragraphs: [
        'Three developments have done most to change how families arrange their affairs in 2025: the reform of the United Kingdom’s treatment of internationally mobile individuals, the global minimum tax for large groups, and the steady tightening of substance expectations. Each affects a different population of families, but together they point in the same direction – towards structures that reflect where people actually live and where decisions are actually made.',
      ],
      subsections: [
        {
          heading: 'The end of the UK non-dom regime',
          paragraphs: [
            'From 6 April 2025 the United Kingdom abolished the remittance basis of taxation for non-domiciled individuals and, more fundamentally, removed domicile as the principal connecting factor in its tax system. In its place, individuals who become UK resident after ten consecutive tax years of non-residence can claim relief on foreign income and gains for their first four tax years of residence under the new foreign income and gains regime; after that, they are taxed on worldwide income and gains as they arise, like any other UK resident. A temporary repatriation facility allows former remittance basis users to bring previously untaxed foreign income and gains into the UK at a reduced rate for a limited period, set at 12 per cent for the 2025–26 and 2026–27 tax years and 15 per cent for 2027–28.',
            'Inheritance tax has moved to a residence-based test. Broadly, an individual who has been UK resident for at least ten of the previous twenty tax years is a ‘long-term resident’ and is within the scope of inheritance tax on worldwide assets; after departure, exposure continues for a tail period of between three and ten years, depending on the length of prior residence. The treatment of trusts has changed with it. Whether non-UK assets held in a trust are excluded property now generally turns on whether the settlor is a long-term resident, rather than on the settlor’s domicile when the trust was created. The income tax and capital gains tax protections previously available to settlors of non-resident trusts have been withdrawn for settlors outside the four-year regime. Transitional rules apply to trusts established before 30 October 2024, the date of the Autumn Budget that confirmed the reforms, and their precise scope matters to many existing structures.',
            'Further changes were in train at the time of writing. From 6 April 2026, the government intends to restrict business property relief and agricultural property relief so that full relief applies only up to a capped value of qualifying property, with reduced relief above it; draft legislation published in July 2025 set out the detail, including allowances for trusts. Unused pension funds and certain death benefits are expected to fall within inheritance tax from April 2027. Families with trusts holding UK businesses or farmland, and internationally mobile families with a history of UK residence, should treat their existing planning as requiring review. Because parts of the legislation were still being finalised and HMRC guidance continued to develop, the current position should be checked before any decision is taken.',
          ],
        },
        {
          heading: 'Pillar Two and family-controlled groups',
          paragraphs: [
            'The OECD/G20 global minimum tax, known as Pillar Two, applies to multinational groups whose consolidated annual revenue reached €750 million or more in two or more of the four fiscal years before the year being tested. Where a group’s effective tax rate in a jurisdiction falls below 15 per cent, a top-up tax is due. It is collected first through a qualified domestic minimum top-up tax where the low-taxed jurisdiction has adopted one, then through an income inclusion rule applied at the parent and, as a backstop, through the undertaxed profits rule. The EU’s minimum tax directive required member states to apply the income inclusion rule from 2024; in the United Kingdom, multinational top-up tax has applied to accounting periods starting on or after 31 December 2023, and the UK’s version of the undertaxed profits rule to periods starting on or after 31 December 2024.',
            'Most family investment structures fall far below the threshold. The rules matter, however, for family-controlled industrial and commercial groups, and they raise questions specific to family ownership. Whether several businesses owned by one family form a single group depends on consolidation: the rules look to an ultimate parent entity that prepares, or would be required to prepare, consolidated financial statements. Businesses held separately by individuals may therefore not be aggregated, while businesses held beneath a common holding company – including one owned by a trust – may be. Investment entities and certain holding vehicles receive specific treatment, and a low-taxed holding or financing company within an in-scope group can attract top-up tax that removes the benefit for which it was established.',
            'The international position was also moving. In June 2025 the G7 published a statement supporting a ‘side-by-side’ approach under which groups headquartered in the United States would not be subject to the income inclusion rule or the undertaxed profits rule, with work continuing within the OECD Inclusive Framework on how that would be implemented. Family-controlled groups with a US parent or significant US operations should follow that process closely, and every in-scope group should model the effect of top-up tax on its holding and financing entities before undertaking any restructuring.',
          ],
        },
        {
          heading: 'Substance and tax residence',
          paragraphs: [
            'Economic substance legislation adopted from 2019 in the Crown Dependencies, Bermuda, the Cayman Islands, the British Virgin Islands and other centres, following the work of the EU Code of Conduct Group on business taxation, requires entities carrying on specified ‘relevant activities’ to demonstrate adequate local people, premises and decision-making. Pure equity holding companies are generally subject to a reduced test, and many family investment companies fall outside the relevant activities altogether, but the regimes have made boards, administrators and regulators far more attentive to where decisions are actually taken.',
            'The more significant substance question is usually one of tax residence and permanent establishment in onshore countries. A company incorporated offshore but effectively managed by a family member in London, Paris or Sydney may be tax resident where that person sits, whatever its constitution says. Controlled foreign company rules, the measures required by the EU’s Anti-Tax Avoidance Directive and domestic general anti-abuse rules reach further still. The EU’s proposed ‘Unshell’ directive targeting shell entities made little progress, and the European Commission indicated in 2025 that it intended to withdraw it, but the policy concerns behind it continue to be pursued through other instruments. Singapore, for its part, has since 1 January 2024 taxed certain gains from disposals of foreign assets by members of international groups that lack adequate economic substance in Singapore.',
            'The practical conclusion is that the place where a board actually meets, the people who actually make decisions and the records showing how they made them are now central both to the tax outcome and to the protective value of a structure. Directors who are resident where the company claims to be resident, who receive papers in advance and who challenge proposals when appropriate are an asset; directors who sign whatever arrives are a liability in every sense.',
          ],
        },
      ],
    },
    {
      heading: 'When protection is tested: firewalls, sham and creditor challenges',
      paragraphs: [
        'A structure’s protective value is established only when someone tries to break it: a creditor after a business failure, a spouse in divorce proceedings, a disappointed heir, a foreign tax authority or a sanctions regulator. Decisions of the courts of England and Wales, the Crown Dependencies, the Caribbean and elsewhere suggest that well-run structures usually withstand such challenges and that poorly run ones frequently do not. The difference lies less in the choice of jurisdiction than in how the structure was established and how it has been administered since.',
      ],
      subsections: [
        {
          heading: 'Firewall legislation',
          paragraphs: [
            'Leading trust jurisdictions, including Jersey, Guernsey, the Cayman Islands and Bermuda, have enacted what are commonly called firewall provisions. In general terms, these provide that questions about the validity, administration and effect of a trust governed by local law are to be determined by local law alone; that a transfer into such a trust cannot be set aside because it conflicts with foreign forced heirship rules or foreign matrimonial property regimes; and that local courts will not recognise or enforce foreign judgments inconsistent with those principles. Several jurisdictions have strengthened their provisions over the past decade in response to decisions that exposed gaps in earlier drafting.',
            'Firewalls are valuable but limited. They bind the courts of the enacting jurisdiction, not foreign courts. An English or other foreign court hearing a divorce or an insolvency can still make orders against people within its jurisdiction – a settlor, a beneficiary, or a trustee with a local presence – and can take the value of trust interests into account when dividing other assets. Firewalls generally do not protect against claims under the enacting jurisdiction’s own fraudulent disposition laws, and they do not prevent local courts from assisting foreign courts where local law allows. They are best understood as a shield for a genuine trust, not as a cure for a defective one.',
          ],
        },
        {
          heading: 'Sham, illusory trusts and retained control',
          paragraphs: [
            'A trust may be attacked as a sham where the settlor and the trustee share a common intention that the documents should give a false impression of the rights and obligations they actually intend – the approach articulated by the English Court of Appeal in Hitch v Stone and applied widely since. Proving such shared intention against a professional trustee is difficult, and the more frequent and often more dangerous line of attack concerns retained control. In JSC Mezhdunarodniy Promyshlenniy Bank v Pugachev, decided by the English High Court in 2017, trusts under which the settlor retained extensive powers, including as protector, were held to be illusory, with the assets treated as remaining his for enforcement purposes. In TMSF v Merrill Lynch Bank and Trust Company (Cayman), the Privy Council held in 2011 that a court could appoint receivers over a settlor’s power of revocation so that it could be exercised for the benefit of creditors.',
            'The lessons from these and similar cases are consistent. Powers reserved to a settlor, or held by a protector who simply follows the settlor’s instructions, may be treated as equivalent to ownership. Trustees who act on instruction without independent consideration, distributions that track the settlor’s requests without deliberation, and personal use of trust assets without proper terms all build a record that a claimant can later deploy. Good practice is not about severing every link between the family and the structure; it is about ensuring that each power is held for a proper reason, exercised by the right person and recorded.',
          ],
        },
        {
          heading: 'Transfers to defeat creditors',
          paragraphs: [
            'Distinct from sham is the question whether a transfer into a structure can be unwound because it was made to defeat creditors. In England and Wales, section 423 of the Insolvency Act 1986 allows the court to set aside a transaction at an undervalue entered into for the purpose of putting assets beyond the reach of a present or potential claimant, and its application is not confined to insolvency. Offshore jurisdictions have their own fraudulent disposition statutes, which typically require the creditor to prove an intention to defraud, impose a limitation period running from the transfer and restrict who may bring a claim. Some jurisdictions promoted specifically for asset protection set particularly demanding tests for creditors, but their protection may be of limited practical value where the debtor and much of the wealth remain within reach of a major onshore court.',
            'The timing and context of a transfer therefore matter greatly. A settlement made when the settlor was solvent, with no claim in view, as part of documented succession planning and with the settlor retaining ample assets outside the structure, stands on very different ground from a transfer made after a dispute had arisen or as a business began to fail. Contemporaneous solvency evidence, independent advice and a clear record of purpose are among the most effective protections available, and they cost comparatively little when a structure is created.',
          ],
        },
        {
          heading: 'Sanctions and control-based tests',
          paragraphs: [
            'Sanctions have added a further dimension since 2022. Under UK and EU financial sanctions, funds and economic resources owned or controlled by a designated person are frozen, and authorities and courts have had to consider how ownership and control tests apply to trusts and to assets held through several layers of entities. A family with no connection to any sanctioned person may still find transactions delayed while banks confirm that no designated person has control, and structures that concentrate wide powers in a single individual are more likely to be caught by control-based tests if that individual, or a person connected with them, is designated. A clear, documented allocation of powers helps both to demonstrate compliance and to insulate the wider family from the consequences of one member’s position.',
          ],
        },
      ],
    },
    {
      heading: 'Governance, succession and a framework for review',
      paragraphs: [
        'The structures that serve families best across several generations are rarely the most technically elaborate. They are the ones whose purposes are understood by the family, whose decision-makers are competent and independent where independence is needed, and whose arrangements are revisited as circumstances change. As the previous section showed, governance is also a form of protection in its own right.',
      ],
      subsections: [
        {
          heading: 'Family governance and the family office',
          paragraphs: [
            'A family office – whether a dedicated single family office, a shared multi-family office or a virtual arrangement coordinating external advisers – is the operational centre of most substantial structures. Its value depends on clear mandates: which decisions belong to trustees or foundation councils, which to the boards of holding companies, which to an investment committee and which to the family itself. Where those lines blur, trustees risk being seen as rubber stamps and family members risk exercising powers they do not legally hold, with consequences for both tax residence and protection.',
            'Many families record their expectations in a family charter or constitution, usually not legally binding, setting out shared values, the role of family members in the business, policies on employment and remuneration, mechanisms for resolving disputes and the education of younger generations. A family council or assembly provides a forum for discussion that is separate from legal decision-making. Letters of wishes, reviewed regularly, allow a settlor to guide trustees without compromising their discretion. Each of these instruments is only as useful as the process that keeps it current and the willingness of the family to use it.',
            'Regulatory status also needs attention. In many jurisdictions an office that manages only one family’s assets is outside investment management licensing, but serving a second family, managing money for non-family employees or advising unconnected co-investors can bring it within scope. Singapore, Switzerland, the United Kingdom, the United States and the Gulf financial centres each draw this line differently, and a family office that expands informally can cross it without noticing.',
          ],
        },
        {
          heading: 'Succession planning across borders',
          paragraphs: [
            'Succession is where structures are most often found wanting, typically because the original planning addressed the first generation’s tax position and left the transfer of control undecided. Questions to settle include who will replace the founder as protector, as a director of the private trust company or as chair of the investment committee; how disagreements within the next generation will be resolved; and how the arrangements interact with the succession laws of each country where family members live or hold assets. Within the EU, the Succession Regulation (Regulation (EU) No 650/2012) generally applies the law of the deceased’s last habitual residence but permits a person to choose the law of their nationality, which can be significant for families exposed to forced heirship. Civil law forced heirship rules and community property regimes remain a common source of challenge to trusts and foundations, particularly where family members are spread across several legal systems.',
            'Newer asset classes add complexity. Digital assets need documented custody and key-management arrangements that survive the incapacity or death of the person who set them up. Art, aircraft and yachts bring their own registration, insurance and regulatory questions. Philanthropy, increasingly channelled through foundations or donor-advised arrangements, needs its own governance so that charitable commitments do not become a source of family friction or an unintended route to personal benefit.',
          ],
        },
        {
          heading: 'A framework for reviewing existing structures',
          paragraphs: [
            'Many structures in use today were established under different rules, for family members who have since moved, married, divorced or died. We suggest that families review their arrangements at least every few years and after any significant event, working through the following questions with their advisers.',
          ],
          items: [
            'Purpose: can the family state in a few sentences why each entity exists, and would that explanation satisfy a bank, a regulator and a court?',
            'People and residence: where does each settlor, beneficiary, protector and director now live, and has any change of residence – including under the UK’s long-term residence test – altered the tax analysis?',
            'Control: who holds which powers, are any concentrated in one person, and could reserved or protective powers be characterised as ownership?',
            'Substance: where are decisions actually taken, do minutes reflect what happened, and is each entity’s claimed tax residence consistent with its management?',
            'Reporting: is each entity correctly classified for CRS and FATCA, registered where required on trust and beneficial ownership registers, and prepared for the revised CRS and the Crypto-Asset Reporting Framework?',
            'Tax exposure: have the UK reforms, Pillar Two for any in-scope group and changes to reliefs been modelled, and are valuable transitional protections being preserved rather than inadvertently lost?',
            'Creditor resilience: was each transfer made while the transferor was solvent and for a documented purpose, and is there evidence of independent decision-making by trustees and directors?',
            'Succession: who succeeds to each office on death or incapacity, and are letters of wishes, family charters and constitutional documents up to date?',
            'Banking and operations: can each entity open and maintain accounts without undue difficulty, and are administrators and service providers adequately resourced?',
            'Simplification: if an entity no longer serves a purpose, can it be wound up without adverse tax or legal consequences, and would a simpler structure serve the family better?',
          ],
        },
        {
          heading: 'Looking ahead',
          paragraphs: [
            'The direction of travel is clear even where the detail is not. Transparency will deepen as the revised CRS, the EU’s new anti-money laundering rules and national registers bed in; minimum taxation and substance expectations will continue to broaden; and courts will keep looking through form to substance. Families that treat their structures as living arrangements – reviewed, documented and aligned with where people live and how decisions are made – are likely to find that protection and compliance reinforce rather than undermine each other.',
            'Before you review an existing structure or put a new one in place, we would invite you to discuss it with our advisers in a confidential consultation, so that the analysis reflects your family’s circumstances and the law of each relevant jurisdiction at the moment you act. What you have read is general information, not advice, and our Disclaimer page sets out the boundaries of what this article provides.',
          ],
        },
      ],
    },
  ],
};

export default body;
