import type { ArticleBody } from '../../types.js';

/** Body of the article "second-citizenship-overview": an introduction and five headed sections. */
const body: ArticleBody = {
  intro: [
    'A second citizenship is among the most consequential legal statuses a family can acquire. A residence permit is granted on conditions and can lapse or be refused on renewal; nationality, by contrast, is in principle permanent, can usually be passed to children and carries with it the right to live in the country without immigration control, political rights and access to consular assistance. It also brings obligations – to obey the law, sometimes to pay tax or perform military service – and it has to coexist with the nationality laws of every other state whose citizenship the same person holds.',
    'Interest in a second nationality has grown as internationally active families weigh geopolitical risk, travel restrictions and the practical difficulty of living, investing and banking across borders on a single passport. Over the same period the environment has become far less forgiving. Investment-based citizenship has drawn sustained criticism from the European Union, the United States and international bodies; the Court of Justice of the European Union has held that a Member State may not grant its nationality in exchange for predetermined payments; several programmes have closed; the Caribbean states that still operate programmes have restructured them under outside pressure; and even long-established routes by descent have been narrowed.',
    'This guide explains the three principal routes to a second nationality – investment, naturalisation through residence, and descent – and reviews the main programmes and legal developments as at 11 September 2025. It then addresses the questions most often neglected at the outset: restrictions on dual nationality, tax and reporting consequences, the due diligence that applicants will face and should carry out themselves, and what a responsible approach looks like. A number of the matters described were unsettled at the time of writing and are flagged as such; readers should confirm the current position before acting.',
  ],
  sections: [
    {
      heading: 'Three routes to a second nationality',
      paragraphs: [
        'Who is a national is, as a general rule, a matter for each state’s own law, and international law places relatively few limits on how states confer their nationality. The International Court of Justice’s 1955 decision in the Nottebohm case held that another state need not recognise, for the purposes of diplomatic protection, a naturalisation that lacked a genuine connection between the individual and the naturalising state. The idea of a ‘genuine link’ has since become a reference point in debates about investment citizenship, and in 2025 the Court of Justice of the European Union gave a related idea – a special relationship of solidarity and good faith between a state and its nationals – binding force within the EU. With that background, it is helpful to distinguish three routes.',
      ],
      subsections: [
        {
          heading: 'Citizenship by investment',
          paragraphs: [
            'Under a citizenship by investment (CBI) programme, a state confers nationality on applicants who make a prescribed economic contribution and pass its checks, through a procedure that requires little or no prior residence. The qualifying contribution usually takes one of a few forms: a non-refundable payment into a national development fund, the purchase of approved real estate to be held for a minimum period, or investment in government bonds or an approved enterprise. Decisions are typically issued within months rather than years.',
            'The attractions are speed, published criteria and the absence of any need to relocate. The weaknesses are the mirror image of those attractions. A nationality acquired without a connection to the country is precisely what critics object to, and the practical benefits that applicants often value most – visa-free travel to third countries in particular – are not within the issuing state’s gift. They depend on decisions taken in Brussels, London, Washington and elsewhere, and those decisions can change.',
          ],
        },
        {
          heading: 'Naturalisation through residence',
          paragraphs: [
            'Naturalisation is the conventional route: a period of lawful residence, followed by an application assessed against requirements such as language ability, knowledge of the country, good character and, in some states, renunciation of other nationalities. The periods and conditions vary considerably. In the United Kingdom an applicant generally needs five years’ residence and twelve months with settled status, or three years’ residence if married to a British citizen, together with the Life in the UK test and an English language requirement. Ireland asks for five years of reckonable residence within the previous nine, including a continuous year immediately before the application. Canada counts 1,095 days of physical presence within five years.',
            'Some states have moved in opposite directions. Germany’s reform in force from June 2024 reduced the standard residence period to five years and accepted multiple nationality as a general rule; legislation to abolish the accelerated three-year route it also introduced was being pursued in 2025, and its status should be checked. Spain retains a ten-year standard period, with two years for nationals of Ibero-American countries, Andorra, the Philippines, Equatorial Guinea and Portugal. Portugal, historically one of Europe’s more accessible systems at five years, was debating proposals in 2025 to lengthen the period substantially. The United Arab Emirates has, since 2021, allowed nationality to be conferred by nomination on a limited number of investors, professionals and people of exceptional talent, without an application route open to the public.',
            'Naturalisation is slower than investment citizenship, but the status it produces is the least open to challenge by third countries, because it rests on a real period of life in the state concerned. Investor residence programmes can be a first step, but only where the residence they permit is actually used in the way the naturalisation rules require.',
          ],
        },
        {
          heading: 'Descent, marriage and other connections',
          paragraphs: [
            'Many people already have a claim to a second nationality through a parent or grandparent, and in such cases the process is often the recognition of a status that already exists in law rather than the grant of a new one. Marriage to a national usually shortens the residence requirement rather than removing it. Some states also provide for the restoration of nationality to people, and their descendants, who were deprived of it by persecution: Germany under Article 116(2) of its Basic Law and related statutory provisions, and Austria under amendments in force since 2020, are well-known examples. These routes are considered further in the fourth section.',
            'In comparing the routes, four variables tend to matter most: how quickly the status can be obtained, how predictable the outcome is, how durable the status will prove if international attitudes change, and the full cost, measured not only in money but in time spent in the country, documentation and disruption to family life.',
          ],
        },
      ],
    },
    {
      heading: 'The Caribbean programmes and the 2024 common framework',
      paragraphs: [
        'Five Eastern Caribbean states operate the programmes that dominate the investment citizenship market. Saint Kitts and Nevis has run its programme since 1984, the longest continuous record in the field. Dominica followed in 1993; Grenada relaunched its programme in 2013; Antigua and Barbuda introduced one in the same year; and Saint Lucia launched its programme in 2016. Each offers a donation option to a national fund and an approved real-estate option, and some have offered enterprise projects or government bond routes. All five are Commonwealth states and members of the Organisation of Eastern Caribbean States, and their nationals have enjoyed short-stay visa-free access to the Schengen area under agreements with the EU applied since 2015, as well as wide visa-free access elsewhere – subject to the developments described below.',
        'For a long period the programmes competed on price. Discounted real-estate arrangements, commissions deducted from the headline amount and shared-ownership structures allowed the effective cost to fall well below published minimums, and the perception of underselling contributed to mounting concern among the countries whose visa policies give these passports much of their practical value.',
      ],
      subsections: [
        {
          heading: 'The 2024 memorandum of agreement',
          paragraphs: [
            'During 2023 the Caribbean governments held discussions with the United States Treasury, from which a set of principles emerged: among them, that no programme would process an applicant refused by another, that applicants would be interviewed, that additional checks and regular audits would be carried out, and that information would be shared between programmes. In early 2024 the governments of Antigua and Barbuda, Dominica, Grenada and Saint Kitts and Nevis signed a memorandum of agreement to harmonise key features of their programmes, and Saint Lucia subsequently joined.',
            'As publicly described, the memorandum set a common minimum investment of US$200,000, to be in place by 30 June 2024 (Antigua and Barbuda was reported to have taken a short additional period), and provided that the minimum should reflect the amount actually received and applied to the applicant’s qualification rather than a gross figure from which commissions are deducted. Future changes to the floor were to be agreed jointly. The parties also committed to information sharing through regional security channels, post-approval screening, cooperation on the retrieval of cancelled passports, restrictions on how agents market the programmes – including not promoting them on the basis of visa-free access – and the creation of a regional regulator.',
            'Implementation has not been uniform, and individual states have set their own minimums above the common floor and revised their real-estate rules; details should be checked directly with each programme’s citizenship by investment unit. Work to establish the proposed regional regulatory authority, through an agreement and implementing legislation in the participating states, was in progress during 2025, and its legal and operational status at any given date should be confirmed.',
          ],
        },
        {
          heading: 'Comparing the five programmes',
          paragraphs: [
            'Although the 2024 framework narrowed the differences between the five programmes, they are not interchangeable. The choice between a donation and a real-estate investment is partly financial – a donation is a sunk cost, whereas approved property must be held for a prescribed period, carries transaction and running costs and may prove difficult to sell at the price paid – and partly a question of connection, since a property can give the family a reason to spend time in the country. The programmes also differ in how they treat dependants, including adult children, siblings and parents, in the government and due diligence fees charged for each family member, and in processing practice. Antigua and Barbuda is unusual in requiring a short period of physical presence, five days within the first five years, after citizenship has been granted. Each state’s constitution and citizenship legislation governs how children born after the grant acquire citizenship and how powers of deprivation operate. For a family’s long-term position, these details tend to matter more than modest differences in the headline price.',
          ],
        },
        {
          heading: 'Scrutiny from the United States',
          paragraphs: [
            'United States concern has centred on security and financial crime: the possibility that sanctioned persons, fugitives or people refused US visas could acquire a new nationality and present themselves afresh to banks and border authorities. Caribbean CBI passports do not confer visa-free entry to the United States, but they do affect how a traveller is profiled, and since the enactment in December 2022 of legislation on E-2 treaty investor visas, a person who obtained the nationality of a treaty country through a financial investment must generally have been domiciled in that country for at least three years before relying on it for an E-2 application. This is relevant to Grenada and Turkey, both of which have E-2 treaty status.',
            'In June 2025, following a presidential proclamation restricting entry for nationals of a number of countries, press reports described a State Department communication to a further group of governments – reportedly including Antigua and Barbuda, Dominica, Saint Kitts and Nevis and Saint Lucia – which listed concerns, among them citizenship by investment without a residence requirement, and invited remedial commitments within a set period. At the time of writing the outcome was not clear. Anyone considering a Caribbean nationality should check whether any US entry restrictions affecting that country have been proposed or adopted.',
          ],
        },
        {
          heading: 'The European Union’s visa-waiver lever',
          paragraphs: [
            'The European Commission’s periodic reports under the EU visa suspension mechanism have repeatedly identified investor citizenship schemes in visa-exempt countries as a risk, particularly where successful applicants come from countries whose own nationals need a Schengen visa. In October 2023 the Commission proposed revising the mechanism, and in 2025 the Council and the European Parliament reached a provisional agreement that, according to published summaries, would add the operation of investor citizenship schemes as an express ground for suspending visa-free travel, alongside grounds such as hybrid threats and failure to align with EU visa policy, and would allow longer suspension periods. At the time of writing the revised regulation awaited formal adoption and entry into force, and readers should verify its status.',
            'The threat is not theoretical. The United Kingdom imposed a visa requirement on nationals of Dominica and Vanuatu in July 2023, citing concerns about their citizenship programmes, and Canada did the same for Saint Kitts and Nevis in 2014. Vanuatu’s experience with the EU, described in the next section, shows how far the consequences can go.',
            'For applicants, the lesson is to value a Caribbean nationality on its durable attributes – the right to live in a stable Commonwealth state, access to the Eastern Caribbean economic area and a lawful second identity for family and business purposes – rather than on a visa-free travel list that may change after the passport has been issued.',
          ],
        },
      ],
    },
    {
      heading: 'Europe, Vanuatu and Turkey: lessons from the wider market',
      paragraphs: [
        'Outside the Caribbean, the recent history of investment citizenship is largely a history of closures, restrictions and legal challenge. Three cases illustrate the forces at work: the end of investment-based naturalisation in the European Union, the loss of European visa-free access by a Pacific programme state, and the continuing operation of a large programme in a country that sits outside the EU’s visa-waiver system altogether.',
      ],
      subsections: [
        {
          heading: 'Malta and the Court of Justice of the European Union',
          paragraphs: [
            'Malta introduced its Individual Investor Programme in 2014 and, in 2020, replaced it with a route to naturalisation for exceptional services by direct investment, which combined a contribution to the government, a property purchase or lease, a donation and a period of prior residence that could be shortened by paying a higher contribution. The European Commission opened infringement proceedings in October 2020 and brought an action before the Court of Justice in March 2023. In October 2024 Advocate General Collins advised the Court to dismiss the action, on the basis that nationality remains a matter of national competence.',
            'The Grand Chamber took a different view. In its judgment of 29 April 2025 in Commission v Malta (C-181/23), the Court held that Malta had failed to fulfil its obligations under Article 20 of the Treaty on the Functioning of the European Union, on citizenship of the Union, and under the principle of sincere cooperation in Article 4(3) of the Treaty on European Union. While confirming that the conditions for granting nationality are for each Member State to lay down, the Court held that this competence must be exercised with due regard to EU law, and that a naturalisation scheme granting nationality in exchange for predetermined payments or investments is transactional in nature and amounts to the commercialisation of Union citizenship. Such a scheme, it reasoned, is incompatible with the special relationship of solidarity and good faith that nationality presupposes and with the mutual trust on which the recognition of each Member State’s nationals by the others depends.',
            'The Maltese government responded that it respected the judgment and would bring its framework into line, and stated that decisions already taken remained valid. In July 2025 Malta enacted amendments to its Citizenship Act (Act XXI of 2025) which removed the investment-based route and its licensed agents and refocused discretionary naturalisation on exceptional merit, including contributions through job creation, without any predetermined payment; implementing rules and the treatment of applications pending at the time of the judgment should be checked. The broader consequence is clear enough: no EU Member State can now lawfully operate a scheme that grants nationality for a predetermined price. Residence-based naturalisation, and genuinely discretionary grants for exceptional contributions, remain within national competence. Offers of an ‘EU passport by investment’ should be treated with considerable scepticism.',
            'Malta’s case also completed a wider European retreat. Cyprus closed its investment programme in November 2020 after investigative reporting and official inquiries, and subsequently moved to deprive a number of people of citizenship granted under it; Bulgaria abolished its route in 2022; and Montenegro’s time-limited programme closed at the end of 2022.',
          ],
        },
        {
          heading: 'Vanuatu: the price of weak controls',
          paragraphs: [
            'Vanuatu’s programmes offered fast processing and comparatively low prices, and attracted applicants from many countries whose nationals need a visa to visit Europe. The EU cited extremely low rejection rates, the absence of any residence requirement and the grant of citizenship to individuals listed in Interpol databases. It partially suspended its visa-waiver agreement with Vanuatu from May 2022 for holders of passports issued on or after 25 May 2015, suspended the agreement in full from February 2023, and by a regulation adopted at the end of 2024 and published in early 2025 moved Vanuatu onto the list of countries whose nationals require a visa for the Schengen area. The United Kingdom imposed its own visa requirement in 2023.',
            'For families who acquired Vanuatu nationality chiefly for European travel, the principal benefit they paid for disappeared. The episode is the clearest illustration that a passport’s value to an investor depends on the continuing goodwill of other states, and that a programme’s due diligence standards affect every holder, not only those who were poorly screened.',
          ],
        },
        {
          heading: 'Turkey',
          paragraphs: [
            'Turkey has offered citizenship through investment since 2017. The best-known route is the purchase of real estate, for which the minimum was raised in 2022 to US$400,000 and which must be held for at least three years; alternatives include fixed capital investment, bank deposits, government debt instruments, units in real-estate or venture capital funds and the creation of a substantial number of jobs, each subject to its own threshold and holding period. Amounts, valuation rules and eligible assets have been revised several times and should be confirmed at the date of application.',
            'Turkey permits dual nationality, and its citizenship provides access to a large economy and to an E-2 treaty relationship with the United States, subject to the three-year domicile rule mentioned above. It does not offer visa-free access to the Schengen area. Applicants should also consider how Turkish obligations, including military service rules for male family members, would apply to them, and how the property chosen will perform once the holding period ends, since valuations for programme purposes and resale values have not always aligned.',
          ],
        },
        {
          heading: 'Other programmes',
          paragraphs: [
            'A number of other states operate or have announced investment citizenship routes, among them Jordan, Egypt and Cambodia, and new, smaller programmes have been launched or proposed more recently, including in Nauru in 2025. Newer programmes have short track records, limited information about their due diligence and an uncertain reception from the states whose visa policies matter most to applicants. In the current climate, each new programme is likely to be examined closely by the EU, the United Kingdom and the United States, and applicants should weigh that risk before committing funds.',
          ],
        },
      ],
    },
    {
      heading: 'Citizenship by descent and the limits on holding two nationalities',
      paragraphs: [
        'For many families the most natural route to a second nationality runs through their own ancestry. Descent-based claims involve no investment and, where the law treats the claimant as a citizen from birth, the process is one of recognition rather than discretionary grant. They are nonetheless demanding: each link in the chain must be proved with civil records, names and dates must reconcile across generations and jurisdictions, and the rules are interpreted strictly. They are also not immune from political change, as Italy demonstrated in 2025.',
      ],
      subsections: [
        {
          heading: 'Ireland',
          paragraphs: [
            'Irish law shows how a descent route works when its boundaries are clearly drawn. Under the Irish Nationality and Citizenship Act 1956, as amended, a person born abroad to an Irish citizen parent who was born on the island of Ireland is generally an Irish citizen from birth. Where the Irish parent was also born abroad – typically because the Irish-born ancestor is a grandparent – citizenship is acquired by entry in the Foreign Births Register and runs from the date of registration rather than from birth. Later generations can qualify only if the parent in each link was registered, or was otherwise an Irish citizen, before the next child was born, so the timing of registrations within a family can decide whether the line continues. Processing times for the register have at times been long, and the documentary requirements are exacting. Irish citizenship carries the rights of EU citizenship and, through the Common Travel Area, a long-standing right to live and work in the United Kingdom.',
          ],
        },
        {
          heading: 'Italy’s 2025 restrictions',
          paragraphs: [
            'Italy had one of the most generous descent regimes in the world: in broad terms, descendants of an Italian citizen could claim recognition without any limit on the number of generations, provided the line of transmission had not been broken. Decree-Law 36/2025 of 28 March 2025, converted into law with amendments by Law 74/2025 in May 2025, changed that fundamentally. People born abroad who hold another citizenship are now, as a rule, treated as never having acquired Italian citizenship unless one of a limited set of conditions is met.',
            'Broadly, those conditions cover applications lodged with a consulate or municipality, or court proceedings commenced, by 23:59 Rome time on 27 March 2025 (the converted law also protects certain applications made at appointments notified before that deadline); cases where a parent or grandparent holds, or held at death, only Italian citizenship; and cases where an Italian parent lived in Italy for two continuous years after acquiring citizenship and before the child’s birth. The law also created separate arrangements for minor children of Italian citizens. Its compatibility with the Italian Constitution had been questioned in the courts at the time of writing, and the precise conditions and their interaction with earlier case law should be checked with Italian counsel before any family relies on, or abandons, a claim.',
          ],
        },
        {
          heading: 'Other descent and restoration routes',
          paragraphs: [
            'Several other states offer routes based on ancestry or historical injustice. Spain’s Democratic Memory Law of 2022 opened a time-limited option for descendants of people who went into exile or lost Spanish nationality in the circumstances it describes; its application window was extended once and was due to close in October 2025, so anyone with a potential claim should verify the position immediately. Germany restores citizenship to people deprived of it on political, racial or religious grounds between 1933 and 1945, and to their descendants, under Article 116(2) of the Basic Law and a statutory entitlement introduced in 2021. Austria has, since 2020, allowed descendants of victims of National Socialist persecution to acquire citizenship by notification. Poland confirms citizenship for some descendants of Polish citizens, and Hungary offers simplified naturalisation to people of Hungarian descent who speak Hungarian. The requirements differ markedly, and archival research is often the longest part of the process.',
          ],
        },
        {
          heading: 'Where dual nationality is restricted',
          paragraphs: [
            'A second nationality can be held lawfully only if both states concerned permit it, and a significant number do not, or permit it only on conditions. Acquiring another nationality voluntarily can cause automatic loss of the original one, sometimes without any notice, and concealing a second nationality can lead to penalties or to deprivation of citizenship later. Examples as at the time of writing include the following, although each rule has nuances and exceptions that require specific advice:',
          ],
          items: [
            'China does not recognise dual nationality, and its nationality law provides that a Chinese national settled abroad who voluntarily acquires a foreign nationality automatically loses Chinese nationality.',
            'India does not permit dual citizenship; voluntary acquisition of another citizenship ends Indian citizenship, and Overseas Citizenship of India is available as a separate, more limited status.',
            'Singapore does not generally allow adult citizens to hold another nationality.',
            'Japan requires people who hold another nationality to choose within a prescribed period, and voluntary acquisition of a foreign nationality leads to loss of Japanese nationality.',
            'Austria and the Netherlands generally withdraw nationality on the voluntary acquisition of another, subject to exceptions; in Austria retention may be permitted if approval is obtained in advance.',
            'Germany, by contrast, has permitted multiple nationality as a general rule since its reform of June 2024, removing what had long been an obstacle for many applicants.',
          ],
        },
        {
          heading: 'Living with two nationalities',
          paragraphs: [
            'Holding two nationalities has practical consequences that are easy to overlook. Under the principle reflected in the 1930 Hague Convention on nationality, a state generally cannot exercise diplomatic protection on behalf of one of its nationals against another state whose nationality that person also holds, so a second passport offers limited help in a dispute with the country of the first. Some states require their nationals to enter and leave on their own passport – the United States is one – and some require nationals to notify the authorities when they acquire another citizenship. Military service obligations, restrictions on holding public office or sensitive employment, and rules on owning land or shares in regulated sectors may all depend on nationality. Children born to dual nationals may inherit both nationalities, or neither, depending on the rules of each state and on registrations made in time.',
          ],
        },
      ],
    },
    {
      heading: 'Tax, reporting, due diligence and a responsible approach',
      paragraphs: [
        'A new passport changes less about a family’s financial obligations than is often assumed, and more about its disclosure obligations than is often appreciated. The questions in this section should be answered before an application is filed, not after the certificate of naturalisation arrives.',
      ],
      subsections: [
        {
          heading: 'Tax consequences',
          paragraphs: [
            'In most countries liability to income tax and capital gains tax depends on residence rather than nationality, so acquiring a second citizenship neither creates nor removes a tax liability on its own. A family that continues to live in London, Frankfurt or São Paulo remains taxable there whatever passports it holds. The principal exception is the United States, which taxes its citizens on their worldwide income wherever they live. Acquiring another nationality does not alter that, and US citizens abroad remain subject to annual filing and foreign account and asset reporting. A US citizen who decides to renounce must follow the formal consular procedure, and a person who meets the ‘covered expatriate’ tests – which include a net-worth threshold of US$2 million, a test based on average income tax liability and certification of five years of tax compliance – may face an exit tax on unrealised gains, together with continuing tax consequences for gifts and bequests to US persons. Eritrea also levies a tax on its nationals living abroad.',
            'Nationality can still matter for tax in less direct ways. It is the final personal tie-breaker in double tax treaties based on the OECD Model, applied where permanent home, centre of vital interests and habitual abode do not settle a case of dual residence. Some inheritance and gift tax systems take account of nationality. And within the European Union, the Succession Regulation (Regulation (EU) No 650/2012) allows a person to choose the law of a state whose nationality he or she holds to govern the succession to his or her estate; a second nationality can therefore widen the choices available in estate planning in the Member States that apply the Regulation, which do not include Denmark or Ireland. Any such choice interacts with forced heirship rules, matrimonial property regimes and tax, and should be made deliberately rather than as a by-product of acquiring a passport.',
          ],
        },
        {
          heading: 'Reporting and disclosure',
          paragraphs: [
            'Banks, private banks, trustees and corporate service providers record nationality for customer due diligence and sanctions screening, and tax residence for reporting under the Common Reporting Standard (CRS). They will ask about both, and every nationality held should be disclosed. Withholding a nationality is a misrepresentation that can end a banking relationship and, in some contexts, amount to an offence.',
            'CRS reporting follows tax residence, not citizenship, so a passport obtained through investment does not redirect where account information is sent. The OECD has also warned financial institutions that documentation issued under certain citizenship and residence by investment schemes – those offering low personal taxation on foreign financial income without meaningful presence – poses a high risk of being used to misrepresent tax residence, and that such documents should prompt further questions rather than be accepted at face value. Under the United States’ FATCA regime, indicia such as a US place of birth identify potential US persons regardless of any other passport held. Sanctions screening is run against all of a person’s nationalities and identities; a second passport offers no protection from a designation, and an attempt to use one to obscure an identity is precisely the conduct that regulators now look for.',
          ],
        },
        {
          heading: 'Due diligence on both sides',
          paragraphs: [
            'Established programmes apply several layers of checks: background investigations by international due diligence firms, checks against Interpol and regional security databases, scrutiny of the source of funds and of wealth, police certificates from countries of residence and nationality, medical certificates and, in the Caribbean since 2024, interviews as a standard step. Adverse immigration history, such as unexplained visa refusals, can weigh against an applicant. Most programmes also monitor citizens after approval and reserve powers to revoke citizenship obtained by fraud, misrepresentation or concealment of material facts, and several have used them. A clean, consistent and fully documented file is therefore the applicant’s best protection, both at the decision and for years afterwards.',
            'Applicants should carry out their own due diligence with equal care. In particular, they should:',
          ],
          items: [
            'confirm that any agent is authorised by the relevant programme unit, and verify the applicable government fees directly with that unit;',
            'make government contributions only to designated government accounts or regulated escrow arrangements, and obtain official receipts;',
            'for real-estate options, check the project’s approval, title, completion risk, holding period, restrictions on resale and a realistic exit value;',
            'treat any offer priced below a programme’s published minimum, or structured to disguise a discount, as a serious warning sign that may jeopardise the grant itself;',
            'confirm the dual nationality rules of every state whose nationality family members already hold, and take tax advice in the country of residence;',
            'check the current visa position of the new nationality with the countries that matter to the family, and whether any changes have been proposed;',
            'keep a complete copy of the application file, because banks, other governments and future renewals will ask for the same evidence.',
          ],
        },
        {
          heading: 'A responsible approach',
          paragraphs: [
            'A second nationality is best approached as a long-term relationship with a state rather than as a product. In practice that means being clear about purpose – contingency, mobility, family, business or heritage – and choosing the route that serves it, rather than the fastest or cheapest route available. It means full and consistent disclosure to the programme, to banks and to the authorities of the existing country of nationality and residence. It means building a genuine connection where possible, by spending time in the country, investing in it and understanding its institutions, because the clear direction of legal and political travel is towards recognising nationalities that rest on real links. And it means asking a simple test question before committing: would this nationality still be worth holding if its visa-free travel benefits were reduced, and what obligations would it pass on to the next generation?',
            'Families who approach second citizenship in that way tend to make better decisions, encounter fewer difficulties with banks and border authorities, and hold a status that is more likely to endure. Anyone considering a second nationality for themselves or their family – whether by investment, naturalisation or descent – should speak with our advisers in a confidential consultation before acting, so that the legal, tax and compliance consequences in each country involved can be weighed as a whole. Nothing in this guide constitutes advice: it is general information current at 11 September 2025, outcomes depend on individual circumstances and on the decisions of the authorities concerned, and the limits of what this guide provides are set out on our Disclaimer page.',
          ],
        },
      ],
    },
  ],
};

export default body;
