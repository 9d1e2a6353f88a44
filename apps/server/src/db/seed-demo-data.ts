import { SEGMENT_LABELS, type SegmentCode } from '@vamos/shared/segments';
import type { Address, GenderPreference, Role } from './schema.ts';

/** Every demo account shares this password (it satisfies the signup password rules). */
export const DEMO_PASSWORD = 'Demo@2026';

export type DemoPersona = {
  role: Role;
  email: string;
  fullName: string;
  cpf: string;
  phone: string;
  address: Address;
  position?: string;
  description?: string;
  company?: {
    name: string;
    legalName: string;
    sector: string;
    cnpj: string;
    phone: string;
    email: string;
  };
};

export const DEMO_FREELANCER: DemoPersona = {
  role: 'freelancer',
  email: 'demo.freelancer@vamostrabalhar.com.br',
  fullName: 'Ana Souza',
  cpf: '52998224725',
  phone: '11987654321',
  position: 'Garçom, Atendente',
  description:
    'Garçonete e atendente com 5 anos de experiência em bares, restaurantes e eventos corporativos. ' +
    'Pontual, simpática e acostumada a trabalhar com casa cheia. Tenho disponibilidade à noite e nos fins de semana.',
  address: {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 42',
  },
};

export const DEMO_CONTRACTOR: DemoPersona = {
  role: 'contractor',
  email: 'demo.contratante@vamostrabalhar.com.br',
  fullName: 'Carlos Lima',
  cpf: '11144477735',
  phone: '11976543210',
  address: {
    cep: '04538133',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Itaim Bibi',
    street: 'Avenida Brigadeiro Faria Lima',
    number: '3500',
    complement: '',
  },
  company: {
    name: 'Bar do Carlos',
    legalName: 'Bar do Carlos Comércio de Bebidas Ltda',
    sector: 'Bar',
    cnpj: '11222333000181',
    phone: '1133224455',
    email: 'contato@bardocarlos.com.br',
  },
};

/** A manager of the demo contractor's company (decision 0040): a login of their own, no profile. */
export const DEMO_MANAGER = {
  role: 'manager',
  email: 'demo.gerente@vamostrabalhar.com.br',
  fullName: 'Bruno Alves',
} as const;

export type DemoJob = {
  /** Fixed, so the seed can run on every start and insert each job at most once. */
  id: string;
  segment: SegmentCode;
  description: string;
  location: string;
  address: Address;
  /** Service date = today in America/Sao_Paulo + this many days. */
  daysFromToday: number;
  /** Payment date = service date + this many days. */
  paymentDelayDays: number;
  startTime: string;
  endTime: string;
  salaryCents: number;
  requirements: string;
  requiredPeople: number;
  lancheNoLocal: boolean;
  genderPreference: GenderPreference;
};

const address = (
  cep: string,
  street: string,
  number: string,
  neighborhood: string,
  city: string,
  state: string,
): Address => ({
  cep,
  street,
  number,
  neighborhood,
  city,
  state,
  complement: '',
});

/**
 * Active jobs of the demo contractor in several capitals. Some cost up to 15 coins to apply for
 * (the demo freelancer can afford them), others more (to try the coin store).
 */
export const DEMO_JOBS: readonly DemoJob[] = [
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f01',
    segment: 'GARCOM',
    description:
      'Atendimento às mesas no happy hour de sexta-feira: anotar pedidos, servir bebidas e petiscos e ' +
      'manter o salão organizado. Casa com cerca de 120 lugares e música ao vivo.',
    location: 'Bela Vista, São Paulo - SP',
    address: address('01310100', 'Avenida Paulista', '1578', 'Bela Vista', 'São Paulo', 'SP'),
    daysFromToday: 3,
    paymentDelayDays: 2,
    startTime: '17:00',
    endTime: '23:30',
    salaryCents: 15_000,
    requirements: 'Camisa preta, calça social preta e sapato fechado.',
    requiredPeople: 3,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f02',
    segment: 'BARTENDER',
    description:
      'Preparo de drinks clássicos e autorais em festa de aniversário à beira-mar para 200 convidados. ' +
      'Bar completo montado pela organização; é preciso agilidade e bom atendimento.',
    location: 'Copacabana, Rio de Janeiro - RJ',
    address: address('22021001', 'Avenida Atlântica', '1702', 'Copacabana', 'Rio de Janeiro', 'RJ'),
    daysFromToday: 5,
    paymentDelayDays: 0,
    startTime: '19:00',
    endTime: '23:59',
    salaryCents: 25_000,
    requirements: 'Roupa toda preta. Experiência comprovada com coquetelaria.',
    requiredPeople: 2,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f03',
    segment: 'SEGURANCA',
    description:
      'Controle de acesso e ronda em show de samba em casa de eventos. Trabalho em equipe com a ' +
      'coordenação de segurança do local, revista na entrada e apoio na saída do público.',
    location: 'Centro, Belo Horizonte - MG',
    address: address('30130010', 'Praça Sete de Setembro', '50', 'Centro', 'Belo Horizonte', 'MG'),
    daysFromToday: 7,
    paymentDelayDays: 3,
    startTime: '18:00',
    endTime: '23:59',
    salaryCents: 22_000,
    requirements: 'Curso de vigilante em dia. Camisa preta e calça jeans escura.',
    requiredPeople: 4,
    lancheNoLocal: false,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f04',
    segment: 'CHURRASQUEIRO',
    description:
      'Churrasco de confraternização de empresa para 80 pessoas: preparo das carnes, controle da ' +
      'churrasqueira e reposição do buffet. Carnes e carvão por conta do contratante.',
    location: 'Centro, Curitiba - PR',
    address: address('80010000', 'Praça Tiradentes', '270', 'Centro', 'Curitiba', 'PR'),
    daysFromToday: 10,
    paymentDelayDays: 1,
    startTime: '11:00',
    endTime: '17:00',
    salaryCents: 30_000,
    requirements: 'Avental e touca. Traga suas facas, se preferir.',
    requiredPeople: 1,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f05',
    segment: 'RECEPCIONISTA',
    description:
      'Recepção de convidados em lançamento de cardápio: conferência da lista, entrega de pulseiras e ' +
      'orientação do público. Boa comunicação e simpatia são essenciais.',
    location: 'Centro, Salvador - BA',
    address: address('40020000', 'Rua Chile', '22', 'Centro', 'Salvador', 'BA'),
    daysFromToday: 12,
    paymentDelayDays: 2,
    startTime: '17:00',
    endTime: '22:00',
    salaryCents: 13_000,
    requirements: 'Traje social: camisa branca e calça ou saia preta.',
    requiredPeople: 2,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f06',
    segment: 'LIMPEZA',
    description:
      'Limpeza do salão, cozinha e banheiros antes da abertura do bar no sábado. Produtos e ' +
      'equipamentos fornecidos. Ambiente tranquilo, serviço pela manhã.',
    location: 'Sé, São Paulo - SP',
    address: address('01001000', 'Praça da Sé', '108', 'Sé', 'São Paulo', 'SP'),
    daysFromToday: 4,
    paymentDelayDays: 0,
    startTime: '08:00',
    endTime: '14:00',
    salaryCents: 12_000,
    requirements: 'Roupa confortável e sapato fechado antiderrapante.',
    requiredPeople: 2,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
  {
    id: '5d0c6a9e-2f1b-4c3d-9a51-0e7b8d2c4f07',
    segment: 'COPEIRO',
    description:
      'Apoio na copa de casamento para 150 convidados: lavagem e reposição de louças, taças e ' +
      'talheres, organização da copa e apoio à equipe de garçons.',
    location: 'Centro Histórico, Porto Alegre - RS',
    address: address('90010000', 'Rua Sete de Setembro', '1020', 'Centro Histórico', 'Porto Alegre', 'RS'),
    daysFromToday: 14,
    paymentDelayDays: 5,
    startTime: '16:00',
    endTime: '23:59',
    salaryCents: 14_000,
    requirements: 'Camiseta branca lisa, calça preta e sapato fechado.',
    requiredPeople: 3,
    lancheNoLocal: true,
    genderPreference: 'no_preference',
  },
];

/** The job title is the segment's label (DESIGN §2 "One vocabulary"). */
export function demoJobTitle(job: DemoJob): string {
  return SEGMENT_LABELS[job.segment];
}
