import type { LegalDocument } from '../types.js';

/** The /terms-of-use page: the terms on which the website may be used. */
const document: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: '2025-09-11',
  description:
    'The terms on which you may use this website: informational content only, no advice without a signed engagement, and English law with English courts.',
  intro: [
    'These terms govern your access to and use of this website, which is operated by the firm whose legal name and registered office are shown on this page. In these terms, ‘we’, ‘us’ and ‘our’ refer to the firm, and ‘you’ refers to anyone who visits or uses the website.',
    'Please read these terms carefully. They should be read together with our Privacy Policy, which explains how we handle personal data, and our Disclaimer, which sets out the limits of the information published here.',
  ],
  sections: [
    {
      heading: 'Acceptance of These Terms',
      paragraphs: [
        'By accessing or using this website, you agree to be bound by these terms. If you do not agree with them, you should not use the website.',
        'If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these terms on its behalf. These terms apply only to your use of the website; any advisory services we provide are governed solely by a separate, signed engagement letter.',
      ],
    },
    {
      heading: 'Informational Purposes Only',
      paragraphs: [
        'The content of this website, including service descriptions, articles, guides and commentary, is provided for general information only. It describes our work and discusses topics of interest to our clients in general terms. It is not tailored to the circumstances of any person or organisation and is not intended to be relied upon as the basis for any decision.',
        'Laws, regulations, programmes and official practice change frequently, sometimes with little notice. Although we aim to keep the website current, content reflects our understanding at the date it was published or last reviewed and may not reflect later developments.',
      ],
    },
    {
      heading: 'No Warranties',
      paragraphs: [
        'The website and its content are provided on an ‘as is’ and ‘as available’ basis. To the fullest extent permitted by law, we make no representation or warranty, express or implied, that the content is accurate, complete or up to date, that it is suitable for any particular purpose, or that the website will be available without interruption, free from errors or free from viruses or other harmful components.',
        'We may change, suspend or withdraw any part of the website at any time without notice, and we will not be liable if the website is unavailable for any period.',
      ],
    },
    {
      heading: 'Advice Only Under a Signed Engagement',
      paragraphs: [
        'Nothing on this website constitutes legal, tax, financial, investment, immigration or other professional advice. We provide advice only to clients who have entered into a written engagement letter signed by us and by the client, setting out the scope of our work and the terms on which it is provided.',
        'Visiting this website, reading its content or sending us an email does not create a client relationship or any duty of care. Until an engagement letter has been signed, you should not send us confidential information in the expectation that it will be used to advise you, and you should not act, or refrain from acting, on the basis of anything published here.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'Unless stated otherwise, we or our licensors own the copyright and other intellectual property rights in this website and its content, including text, graphics, layout and design. Those works are protected by copyright and other laws in the United Kingdom and elsewhere, and all such rights are reserved. Our names and logos are our trade marks and may not be used without our prior written permission.',
        'You may view the website, and print or download extracts of pages for your own personal reference or for internal use within your organisation, provided that you do not modify them and that you keep any copyright notice and acknowledge us as the source. You may not reproduce, republish, distribute, sell or create derivative works from any part of the website for commercial purposes without our prior written consent.',
        'Some elements of the website, such as its typefaces and icons, are used under their own open-source licences, and those licences continue to apply to them.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under English law.',
        'Subject to that, and to the fullest extent permitted by law, we will not be liable to you, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss or damage arising from or in connection with your use of, or inability to use, this website, or your reliance on any of its content. In particular, we will not be liable for any loss of profits, revenue, business, opportunity, goodwill or anticipated savings, for any loss or corruption of data, or for any indirect or consequential loss.',
        'The website is free to use and is provided for information only. Our liability to clients in connection with advisory services is governed exclusively by the relevant engagement letter.',
      ],
    },
    {
      heading: 'Jurisdictional Caveats',
      paragraphs: [
        'This website is accessible from many countries, but its content may not be lawful or appropriate in every jurisdiction. Some of the services and structures it describes may be restricted, regulated or unavailable in particular countries, or available only to certain categories of person. Those who access the website do so on their own initiative and are responsible for complying with the laws that apply to them.',
        'Nothing on this website is an offer, invitation or solicitation to buy or sell any product or service, to enter into any transaction, or to engage in any investment activity, in any jurisdiction. In particular, it is not directed at any person in a jurisdiction where its publication or availability would be unlawful or would subject us to a registration or licensing requirement.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'You may use the website only for lawful purposes and in accordance with these terms. You must not:',
      ],
      items: [
        'use the website in any way that breaches any applicable law or regulation, or for any fraudulent or harmful purpose',
        'attempt to gain unauthorised access to the website, the server on which it is hosted or any connected system or data',
        'introduce viruses, malware or other material that is malicious or technologically harmful',
        'carry out or attempt any denial-of-service attack, or otherwise interfere with the proper working of the website',
        'use automated tools to copy, scrape or monitor the website in a way that places an unreasonable load on it or that is intended to reproduce its content',
        'frame or mirror the website, or present any part of it in a way that suggests an association with us or our endorsement that does not exist',
        'impersonate us or any of our personnel, or send us correspondence that is unlawful, abusive or misleading',
      ],
      subsections: [
        {
          heading: 'Breach of these restrictions',
          paragraphs: [
            'We may suspend or block access to the website from any source that we reasonably believe is being used in breach of these terms, and we may report any suspected criminal activity to the relevant authorities.',
          ],
        },
      ],
    },
    {
      heading: 'Links and Third-Party Content',
      paragraphs: [
        'This website does not load content from third-party services. Where it refers or links to external sources, such as legislation, regulators or official programme information, we do so for convenience only. We have no control over those sources, do not endorse them and accept no responsibility for their content, availability or privacy practices.',
        'You may link to our home page, provided you do so in a way that is fair and lawful and does not damage our reputation or suggest any form of association, approval or endorsement on our part that does not exist. We may withdraw this permission at any time.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may revise these terms from time to time, for example to reflect changes in the law or in how the website works. The date at the top of this page shows when they were last updated. The terms in force at the time you use the website apply to that use, so please check this page from time to time.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'If any provision of these terms is found to be invalid or unenforceable, it will be applied to the fullest extent permitted and the remaining provisions will continue in full force. No failure or delay by us in enforcing any provision will amount to a waiver of our rights. These terms, together with the documents they refer to, are the entire agreement between you and us concerning your use of the website.',
      ],
    },
    {
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        'These terms, your use of the website and any dispute or claim arising out of or in connection with them, including non-contractual disputes or claims, are governed by the law of England and Wales.',
        'The courts of England and Wales have exclusive jurisdiction to settle any such dispute or claim. If you use the website in the course of a business, trade or profession, this exclusive jurisdiction applies without qualification.',
        'If you use the website as a consumer, these choices of law and jurisdiction do not deprive you of the protection of any mandatory provisions of the law of the country where you live, including any right those provisions give you to bring proceedings in the courts of that country.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'If you have any questions about these terms, please write to our enquiry address shown below. Email is the only way to contact us.',
      ],
    },
  ],
};

export default document;
