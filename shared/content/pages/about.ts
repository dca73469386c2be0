import Award from 'lucide/dist/esm/icons/award.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import Handshake from 'lucide/dist/esm/icons/handshake.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import type { AboutContent } from '../types.js';

/** Words of the /about page: who we are, our story, values, group, leadership roles and presence. */
export const about: AboutContent = {
  intro: [
    'We are an international advisory firm that helps businesses, investors, financial institutions, families and private clients to organise their affairs across borders. Our work spans company formation and expansion, banking and financial structuring, licensing and compliance, migration and residency, asset protection and family office matters, and corporate and legal support.',
    'We work discreetly and practically. Our aim is to give clients a clear view of their options in each jurisdiction that matters to them, to explain the regulatory and practical consequences of each, and to help them carry their chosen course through with care.',
  ],
  story: [
    'The firm is headquartered in London and registered in England and Wales. From there we advise clients across Europe, the Middle East, Asia Pacific and the Americas, many of whom have interests in several jurisdictions at once and need advice that brings those interests together rather than treating each in isolation.',
    'Our practice grew from a simple observation: international clients are often well served by specialists in individual countries but poorly served when it comes to seeing the whole picture. Setting up a company, opening a bank account, obtaining a licence or securing a residence permit can each be straightforward in isolation, yet the choices made in one place affect the others. We built the firm to connect those decisions.',
    'Today we combine advisers with experience in corporate structuring, banking, regulation and private client matters, supported by our presence in key financial centres and by established relationships with local professionals. We remain deliberately focused on advice and coordination, and we are candid with clients about what can and cannot be achieved.',
  ],
  mission:
    'Our mission is to help clients establish, operate and protect their interests across borders with clarity and confidence, through advice that is rigorous, practical and grounded in the rules that apply in each jurisdiction.',
  vision:
    'We aim to be the adviser international clients turn to first when a decision spans more than one jurisdiction: trusted for our judgement, our discretion and our willingness to give a straight answer.',
  commitment:
    'We are committed to acting with integrity in every engagement. That means working within the law and the spirit of the rules, meeting the anti-money laundering and due diligence standards expected of us, protecting the confidentiality of our clients, and telling clients plainly when a proposed course is unsuitable or unlikely to succeed.',
  values: [
    {
      title: 'Excellence',
      icon: Award,
      description:
        'We hold our work to exacting standards, from the accuracy of our research to the clarity of our advice, and we keep our knowledge current as rules change.',
    },
    {
      title: 'Integrity',
      icon: ShieldCheck,
      description:
        'We give honest advice, respect regulatory requirements and decline work that is not consistent with the law or our standards.',
    },
    {
      title: 'Global Perspective',
      icon: Globe,
      description:
        'We look at each matter across every jurisdiction it touches, so that a decision taken in one place does not create difficulties in another.',
    },
    {
      title: 'Client Partnership',
      icon: Handshake,
      description:
        'We take time to understand each client’s objectives and circumstances, and we work alongside them as a long-term adviser rather than a transactional provider.',
    },
  ],
  group: [
    'The firm is a direct subsidiary of our parent group. Being part of a wider group gives us access to shared resources, expertise and relationships, and supports the continuity and stability that our clients expect of a long-term adviser.',
    'We operate under our own management and are responsible for the advice we give. Where a client’s matter would benefit from the involvement of another part of our group, we explain the arrangement clearly and agree it in writing before any work begins.',
  ],
  leadership: [
    {
      role: 'Chairman & Senior Partner',
      description:
        'Sets the firm’s strategy and professional standards, leads its most significant client relationships and oversees governance and the relationship with our parent group.',
    },
    {
      role: 'Managing Director, Corporate Advisory',
      description:
        'Leads our corporate advisory work, including company formation, international expansion, holding and group structuring, and ongoing corporate and legal support.',
    },
    {
      role: 'Director, Banking & Financial Services',
      description:
        'Leads our banking and financial structuring practice, advising on corporate and private banking relationships, treasury arrangements and the structuring of financial services businesses.',
    },
    {
      role: 'Director, Regulatory & Compliance',
      description:
        'Leads our licensing and compliance work and oversees the firm’s own compliance framework, including client due diligence and anti-money laundering controls.',
    },
  ],
  presence: [
    { region: 'Europe', locations: ['London (Headquarters)', 'Luxembourg', 'Malta'] },
    { region: 'Middle East', locations: ['Dubai', 'Abu Dhabi'] },
    { region: 'Asia Pacific', locations: ['Singapore', 'Hong Kong'] },
    { region: 'Americas', locations: ['New York', 'Toronto', 'Cayman Islands'] },
  ],
};
