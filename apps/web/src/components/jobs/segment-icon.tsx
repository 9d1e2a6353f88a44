import {
  BriefcaseBusiness,
  CakeSlice,
  ChefHat,
  ConciergeBell,
  Croissant,
  Fish,
  Flame,
  GlassWater,
  Martini,
  Package,
  Pizza,
  ShieldCheck,
  Sparkles,
  Utensils,
  Wallet,
  Wine,
  Beer,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement } from 'react';
import type { SegmentCode } from '@vamos/shared/segments';

const ICONS: Partial<Record<SegmentCode, LucideIcon>> = {
  AUXILIAR_COZINHA: ChefHat,
  COZINHEIRO: ChefHat,
  CHEF_COZINHA: ChefHat,
  SUBCHEFE_COZINHA: ChefHat,
  COZINHA: ChefHat,
  LIDER_PRODUCAO: ChefHat,
  PIZZAIOLO: Pizza,
  CUMIN: Utensils,
  GARCOM: Utensils,
  GARCOM_BILINGUE: Utensils,
  MAITRE: ConciergeBell,
  BARTENDER: Martini,
  BARMAN: Martini,
  CHEFE_BAR: Martini,
  BARBACK: GlassWater,
  CHOPEIRO: Beer,
  SOMMELIER: Wine,
  ATENDENTE: ConciergeBell,
  RECEPCIONISTA: ConciergeBell,
  RECEPCAO: ConciergeBell,
  HOST_HOSTESS: ConciergeBell,
  SEGURANCA: ShieldCheck,
  CAIXA: Wallet,
  CHAPEIRO: Flame,
  CHURRASQUEIRO: Flame,
  CONFEITEIRO: CakeSlice,
  PADEIRO: Croissant,
  SUSHIMAN: Fish,
  COPEIRO: GlassWater,
  ESTOQUISTA: Package,
  CONTROLE_QUALIDADE: ShieldCheck,
  LIMPEZA: Sparkles,
};

/** The icon of a job segment (the default job picture, on the board and in the contractor's jobs); unknown segments get a briefcase. */
export function SegmentIcon({ segment, ...props }: LucideProps & { segment: string }) {
  return createElement(ICONS[segment as SegmentCode] ?? BriefcaseBusiness, props);
}
