import {
  Award,
  BarChart3,
  BookOpen,
  Briefcase,
  Building2,
  Eye,
  FileText,
  Gavel,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Landmark,
  Lock,
  Map,
  Plane,
  Scale,
  Shield,
  ShieldCheck,
  Target,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/types.js';

const icons: Record<IconName, LucideIcon> = {
  building: Building2,
  landmark: Landmark,
  'shield-check': ShieldCheck,
  plane: Plane,
  shield: Shield,
  scale: Scale,
  globe: Globe,
  award: Award,
  gavel: Gavel,
  users: Users,
  briefcase: Briefcase,
  'book-open': BookOpen,
  'file-text': FileText,
  'bar-chart': BarChart3,
  map: Map,
  lock: Lock,
  'trending-up': TrendingUp,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  target: Target,
  eye: Eye,
  heart: Heart,
};

/** A decorative lucide icon by content name (hidden from assistive technology). */
export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
