import BarChart3 from 'lucide/dist/esm/icons/chart-column.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import MapIcon from 'lucide/dist/esm/icons/map.mjs';
import Plane from 'lucide/dist/esm/icons/plane.mjs';
import type { KnowledgeCategory } from '../types.js';

/** Introduction of the /knowledge-center page. */
export const knowledgeCenterIntro: string[] = [
  'Our Knowledge Center brings together the guides, playbooks and comparative reports our advisers prepare on the jurisdictions, licensing regimes and residency programmes that matter most to international clients. Each is written to give decision-makers a clear, structured view of the requirements, timelines and practical considerations involved.',
  'The titles below show the range of our research. Guides are reviewed as laws and programmes change, and they are general information rather than advice: before acting on any matter, we recommend a confidential discussion with our advisers about your particular circumstances.',
];

/** The four knowledge-centre categories, each with six guide titles. */
export const knowledgeCategories: KnowledgeCategory[] = [
  {
    title: 'Jurisdiction Guides',
    icon: MapIcon,
    description:
      'Practical overviews of company formation, corporate structures, substance requirements and banking in the jurisdictions where our clients most often operate.',
    guides: [
      'Establishing a Holding Company in Luxembourg',
      'Company Formation in Singapore: Structures, Tax and Substance',
      'Setting Up in the UAE: Mainland, Free Zone and Financial Centre Options',
      'Cayman Islands Exempted Companies and Economic Substance Requirements',
      'Incorporating and Banking in Hong Kong',
      'Expanding into the United States: Choosing a State of Incorporation',
    ],
  },
  {
    title: 'Licensing Playbooks',
    icon: FileText,
    description:
      'Step-by-step playbooks on preparing for and obtaining financial services and digital asset licences, from application through to ongoing supervision.',
    guides: [
      'Crypto-Asset Service Provider Authorisation under MiCA',
      'Applying for a Virtual Asset Service Provider Licence from Dubai’s VARA',
      'Obtaining a Major Payment Institution Licence in Singapore',
      'Electronic Money Institution Authorisation in Malta',
      'Authorisation of Alternative Investment Fund Managers in Luxembourg',
      'Registering Private Funds with the Cayman Islands Monetary Authority',
    ],
  },
  {
    title: 'Residency & Investment Guides',
    icon: Plane,
    description:
      'Guides to the residence and citizenship routes open to investors, entrepreneurs and their families, covering eligibility, qualifying investments and process.',
    guides: [
      'The UAE Golden Visa: Routes for Investors and Entrepreneurs',
      'The Malta Permanent Residence Programme: Requirements and Process',
      'Portugal’s Golden Residence Permit after the 2023 Reforms',
      'Greece’s Golden Visa: Investment Thresholds and Regional Tiers',
      'Italy’s Investor Visa: Qualifying Investments and Timelines',
      'Citizenship by Investment in the Eastern Caribbean: A Programme Overview',
    ],
  },
  {
    title: 'Comparative Reports',
    icon: BarChart3,
    description:
      'Side-by-side analyses that help clients weigh jurisdictions and regimes against one another before committing to a structure or application.',
    guides: [
      'European Holding Company Regimes Compared',
      'Family Office Structures in Singapore, Hong Kong and the UAE',
      'Crypto-Asset Licensing Compared: the EU, Dubai and Singapore',
      'Pillar Two Implementation across Key Financial Centres',
      'Corporate Banking Access for International Structures',
      'Residence by Investment in Europe: Programmes Compared',
    ],
  },
];

/** Invitation under the categories to request specialised research (the page adds the mailto). */
export const researchRequest: string =
  'If your question is not covered here, or you need research tailored to a particular jurisdiction, licence or structure, please write to us with a brief outline of what you need. Our advisers can prepare specialised research and comparative analysis on request, and we will discuss the scope and terms with you before any work begins.';
