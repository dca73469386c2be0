import Globe from 'lucide/dist/esm/icons/globe.mjs';
import GraduationCap from 'lucide/dist/esm/icons/graduation-cap.mjs';
import Lock from 'lucide/dist/esm/icons/lock.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';
import type { CareersContent } from '../types.js';

/** Words of the /careers page: no listings or forms, speculative approaches by email. */
export const careers: CareersContent = {
  intro: [
    'Our work depends on people who combine technical depth with sound judgement and discretion. We advise clients on matters that cross borders and disciplines, and we look for professionals who are comfortable with that complexity and who take pride in giving clear, careful advice.',
    'We do not publish job listings or use an online application form. Instead, we welcome speculative approaches from experienced professionals in corporate structuring, banking, regulation and compliance, migration and residency, and private client work, and we consider each one on its merits as opportunities arise.',
  ],
  culture: [
    {
      title: 'Global Excellence',
      icon: Globe,
      description:
        'Our advisers work on matters spanning Europe, the Middle East, Asia Pacific and the Americas. We expect high standards in every jurisdiction we cover and give our people the support to meet them.',
    },
    {
      title: 'Discretionary Practice',
      icon: Lock,
      description:
        'Confidentiality is central to how we work, and our people treat client information with the utmost care. We value colleagues who exercise discretion and sound judgement as a matter of course.',
    },
    {
      title: 'Professional Development',
      icon: GraduationCap,
      description:
        'We encourage continuous learning as rules and markets change, and we support relevant professional qualifications and training. Colleagues gain broad experience by working across practice areas and jurisdictions.',
    },
    {
      title: 'Collaborative Environment',
      icon: Users,
      description:
        'Our matters rarely fit within a single discipline, so our teams work closely together and share knowledge freely. We value colleagues who listen, contribute and take collective responsibility for the quality of our advice.',
    },
  ],
  invitation:
    'If you are an experienced professional and would like to be considered for future opportunities, please send us your CV with a short note describing your background, the areas you specialise in and where you are based. We read every approach in confidence and will be in touch if there is a suitable opening. We handle the information you send in line with our Privacy Policy.',
};
