import type { LegalDocument } from '../types.js';

/** The /privacy-policy page: how the firm handles personal data under UK and EU data protection law. */
const document: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-09-11',
  description:
    'How we handle personal data: no cookies or tracking, short-lived server logs, emails kept in confidence, and your rights under UK GDPR and EU GDPR.',
  intro: [
    'This policy explains what personal data we collect when you visit this website or write to us, why we collect it, how long we keep it and what rights you have over it. It is written to meet our obligations under the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and, where it applies to us, the EU General Data Protection Regulation (EU GDPR).',
    'The short version is this: the website is informational only, it sets no cookies, it does not track you and it loads nothing from third parties. The only personal data we routinely handle are the emails you choose to send us and brief server logs kept for security and operations.',
  ],
  sections: [
    {
      heading: 'Who We Are',
      paragraphs: [
        'This website is operated by the firm whose legal name, registration details and registered office are shown on this page. For the purposes of data protection law, the firm is the controller of the personal data described in this policy: we decide why and how that data is processed, and we are responsible for handling it lawfully.',
        'This policy covers the personal data processed through this website and the correspondence you send to our enquiry address. If you later engage us, your engagement letter will explain how we handle the information needed to deliver that engagement.',
      ],
    },
    {
      heading: 'Minimal Data Collection',
      paragraphs: [
        'This website is designed to collect as little personal data as possible. There are no accounts, sign-in, forms, newsletters or online job applications, and you can read every page without telling us who you are.',
        'In practice we collect personal data in only two ways.',
      ],
      subsections: [
        {
          heading: 'Emails you send us',
          paragraphs: [
            'If you write to our enquiry address, we receive your name and email address, the content of your message, any attachments and any other details you choose to include, such as your telephone number, organisation or the nature of your enquiry. This is the main personal data we hold about visitors.',
            'If you send us a CV in response to our Careers page, we use it only to consider you for suitable opportunities, and we keep it no longer than we need it for that purpose.',
            'Please do not send us special category data (for example, information about health, religious beliefs or political opinions) or details of criminal convictions unless we have asked for them in connection with an engagement. If you send such information unprompted, we will handle it with particular care and delete it if we do not need it.',
          ],
        },
        {
          heading: 'Server access logs',
          paragraphs: [
            'Like any web server, ours records basic technical details of each request it receives. Logs do not record your browser details, the page that referred you or any cookies. Each log entry contains only:',
          ],
          items: [
            'the date and time of the request',
            'the request method and the path of the page or file requested, without any query string',
            'the response status and how long the request took to serve',
            'a request identifier used to trace the request',
            'the IP address from which the request was made',
          ],
        },
      ],
    },
    {
      heading: 'Cookies and Tracking',
      paragraphs: [
        'This website sets no cookies of any kind and does not use local storage or similar technologies to store or read information on your device. That is why you will see no cookie banner.',
        'We use no analytics, advertising, tracking pixels, session recording or social media plug-ins. Fonts and icons are hosted on our own server, and the website does not request anything from third-party servers, so no other organisation learns of your visit through this website.',
        'We do not build profiles of visitors, and we do not use the information we hold for automated decision-making that produces legal or similarly significant effects on you.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use the personal data described above only for the following purposes:',
      ],
      items: [
        'to read and respond to your enquiry, and to follow up on it where you would reasonably expect us to',
        'to assess whether we can assist you and, if we both wish to proceed, to prepare an engagement, including the identity and conflict checks required before we take on a new client',
        'to keep the website secure, diagnose faults, detect and prevent misuse, and understand its technical performance',
        'to comply with legal and regulatory obligations, and to establish, exercise or defend legal claims',
      ],
    },
    {
      heading: 'Lawful Bases for Processing',
      paragraphs: [
        'Data protection law requires us to have a lawful basis for each use of personal data. We rely on the following:',
      ],
      items: [
        'Legitimate interests: we have a legitimate interest in responding to the enquiries we receive, in running an informational website, and in keeping that website and our systems secure. We have considered your interests and rights and believe this processing is limited, expected and proportionate.',
        'Steps before entering into a contract: where you ask us to consider acting for you, we process your information to take the steps you have requested before an engagement is agreed.',
        'Legal obligation: where the law requires us to keep or disclose information, for example anti-money laundering and client identification rules that apply before and during an engagement, or a valid order from a court or competent authority.',
        'Consent: we do not generally rely on consent. If we ever ask for your consent for a particular purpose, you may withdraw it at any time, and doing so will not affect the lawfulness of anything we did before you withdrew it.',
      ],
    },
    {
      heading: 'Security Measures',
      paragraphs: [
        'We take appropriate technical and organisational measures to protect personal data against unauthorised access, loss, alteration and disclosure. These include serving the website over encrypted connections, restricting access to email and server logs to those who need it, keeping systems up to date and requiring our service providers to maintain equivalent protections.',
        'Ordinary email is not always encrypted end to end, so we suggest that your first message gives only a short outline of your enquiry. If you need to share sensitive documents, we can agree a more secure method.',
        'If a personal data breach occurs that is likely to result in a risk to your rights and freedoms, we will notify the relevant supervisory authority, and you where the law requires, within the required timescales.',
      ],
    },
    {
      heading: 'Data Retention and Deletion',
      paragraphs: [
        'We keep personal data only for as long as we need it for the purposes set out in this policy.',
      ],
      items: [
        'Server access logs are kept for security and operational purposes for a limited period only, and are then deleted. They are not used to profile visitors. Where a specific entry is needed to investigate a security incident or misuse, we may keep that entry for as long as the investigation and any resulting action require.',
        'Correspondence that does not lead to an engagement is kept for as long as we need it to respond, to follow up and to deal with any question or claim arising from it. We review such correspondence regularly and delete it once it is no longer needed.',
        'Correspondence that leads to an engagement becomes part of the client file and is kept for the periods set out in the engagement terms, including any minimum periods required by anti-money laundering, tax and other record-keeping laws.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'We treat every enquiry in confidence, whether or not it leads to an engagement. Everyone at the firm who handles your correspondence is bound by duties of confidentiality, and we do not disclose the fact or content of an enquiry to anyone outside the firm and our group except as described in this policy or as required by law.',
        'Please note that writing to us does not by itself create a client relationship, and information you send before an engagement is agreed may not attract legal professional privilege. Our Disclaimer explains the position in more detail.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: [
        'We do not sell, rent or trade personal data. Where it is needed to answer your enquiry, we may share it with colleagues elsewhere in our group who are bound by the same confidentiality and data protection standards. We also use a small number of service providers, such as the providers that host our website and email, who process personal data on our behalf as processors under written contracts that require them to act only on our instructions and to keep the data secure.',
        'We will disclose personal data to professional advisers, regulators, law enforcement agencies or courts only where the law requires or permits it, or where it is necessary to establish, exercise or defend legal claims.',
      ],
    },
    {
      heading: 'International Transfers',
      paragraphs: [
        'We are headquartered in the United Kingdom and advise clients across several regions. If answering your enquiry requires us to share your personal data with colleagues or service providers outside the United Kingdom or the European Economic Area, we will do so only where the transfer is protected as the law requires.',
        'That means the destination is covered by UK adequacy regulations or an EU adequacy decision, or the transfer is made under appropriate safeguards such as the UK International Data Transfer Agreement, the UK Addendum or the EU standard contractual clauses. You may ask us for details of the safeguards that apply to a particular transfer.',
      ],
    },
    {
      heading: 'UK and EU Data Protection Compliance',
      paragraphs: [
        'As a company registered in England and Wales, we are subject to the UK GDPR and the Data Protection Act 2018, which are supervised by the Information Commissioner’s Office (ICO). Where our processing relates to offering services to individuals in the European Union, the EU GDPR may also apply, and we apply its standards in the same way.',
        'The two regimes are closely aligned, and we apply the same principles under both: lawfulness, fairness and transparency, purpose limitation, data minimisation, accuracy, storage limitation, security and accountability. Data protection law in the United Kingdom continues to develop, including through the Data (Use and Access) Act 2025, and we review this policy as the changes take effect.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Under the UK GDPR and the EU GDPR you have the following rights over your personal data, subject to certain conditions and exemptions:',
      ],
      items: [
        'Access: to ask whether we hold personal data about you and to receive a copy of it, together with information about how we use it.',
        'Correction (rectification): to have inaccurate personal data corrected and incomplete data completed.',
        'Deletion (erasure): to ask us to delete your personal data where we no longer need it, where you have successfully objected to its use, or where it has been processed unlawfully.',
        'Restriction: to ask us to limit how we use your personal data, for example while we check its accuracy or consider an objection.',
        'Objection: to object at any time to processing based on our legitimate interests, on grounds relating to your particular situation; we will then stop unless we have compelling legitimate grounds or need the data for legal claims. We do not send direct marketing, but you could object to it at any time if we ever did.',
        'Data portability: to receive personal data you have provided to us in a structured, commonly used and machine-readable format, or to ask us to send it to another organisation, where the processing is based on consent or a contract and is carried out by automated means.',
        'Withdrawal of consent: where we rely on your consent, to withdraw it at any time, without affecting processing carried out before you withdrew it.',
      ],
      subsections: [
        {
          heading: 'How to exercise your rights',
          paragraphs: [
            'To exercise any of these rights, write to our enquiry address. We may need to ask for information to confirm your identity before we act on your request. We do not usually charge a fee. We will respond within one month of receiving your request; where a request is complex or we receive several from you, we may extend this by up to two further months and will tell you why.',
            'Server logs contain IP addresses but no names, so to locate entries relating to you we may need the time of your visit and the IP address you were using.',
          ],
        },
      ],
    },
    {
      heading: 'Right to Complain',
      paragraphs: [
        'If you are concerned about how we have handled your personal data, please tell us first so that we can try to put it right.',
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the supervisory authority for data protection in the United Kingdom. Details of how to raise a concern are available on the ICO’s website.',
        'If you live or work in the European Union or the European Economic Area, you may also complain to the data protection supervisory authority in the country where you habitually reside, where you work or where you believe the infringement took place. The European Data Protection Board publishes a list of the national authorities.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'For any question about this policy or about your personal data, including a request to exercise your rights, please write to our enquiry address shown below. We do not offer a contact form or any other contact channel: email is the way to reach us.',
      ],
    },
    {
      heading: 'Changes to this Policy',
      paragraphs: [
        'We review this policy regularly and will update it when our practices change or when the law requires. The date at the top of this page shows when it was last updated. If we make a significant change, such as starting to use cookies or analytics, we will update this policy before the change takes effect and, where the law requires your consent, we will ask for it first.',
      ],
    },
  ],
};

export default document;
