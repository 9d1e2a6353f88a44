/** The 27 Brazilian federative units with their main cities (spec 02 §9: 5 to 13 cities each). */

export const BR_STATES = [
  { uf: 'AC', name: 'Acre', cities: ['Rio Branco', 'Cruzeiro do Sul', 'Sena Madureira', 'Tarauacá', 'Feijó'] },
  {
    uf: 'AL',
    name: 'Alagoas',
    cities: ['Maceió', 'Arapiraca', 'Rio Largo', 'Palmeira dos Índios', 'Penedo', 'Maragogi'],
  },
  { uf: 'AP', name: 'Amapá', cities: ['Macapá', 'Santana', 'Laranjal do Jari', 'Oiapoque', 'Mazagão'] },
  { uf: 'AM', name: 'Amazonas', cities: ['Manaus', 'Parintins', 'Itacoatiara', 'Manacapuru', 'Coari', 'Tefé'] },
  {
    uf: 'BA',
    name: 'Bahia',
    cities: [
      'Salvador',
      'Feira de Santana',
      'Vitória da Conquista',
      'Camaçari',
      'Lauro de Freitas',
      'Ilhéus',
      'Itabuna',
      'Porto Seguro',
      'Juazeiro',
    ],
  },
  {
    uf: 'CE',
    name: 'Ceará',
    cities: ['Fortaleza', 'Caucaia', 'Juazeiro do Norte', 'Maracanaú', 'Sobral', 'Crato', 'Aquiraz', 'Aracati'],
  },
  {
    uf: 'DF',
    name: 'Distrito Federal',
    cities: ['Brasília', 'Taguatinga', 'Ceilândia', 'Águas Claras', 'Gama', 'Sobradinho'],
  },
  {
    uf: 'ES',
    name: 'Espírito Santo',
    cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Guarapari', 'Linhares', 'Cachoeiro de Itapemirim'],
  },
  {
    uf: 'GO',
    name: 'Goiás',
    cities: ['Goiânia', 'Aparecida de Goiânia', 'Anápolis', 'Rio Verde', 'Caldas Novas', 'Luziânia', 'Pirenópolis'],
  },
  {
    uf: 'MA',
    name: 'Maranhão',
    cities: ['São Luís', 'Imperatriz', 'São José de Ribamar', 'Timon', 'Caxias', 'Barreirinhas'],
  },
  {
    uf: 'MT',
    name: 'Mato Grosso',
    cities: ['Cuiabá', 'Várzea Grande', 'Rondonópolis', 'Sinop', 'Tangará da Serra', 'Chapada dos Guimarães'],
  },
  {
    uf: 'MS',
    name: 'Mato Grosso do Sul',
    cities: ['Campo Grande', 'Dourados', 'Três Lagoas', 'Corumbá', 'Ponta Porã', 'Bonito'],
  },
  {
    uf: 'MG',
    name: 'Minas Gerais',
    cities: [
      'Belo Horizonte',
      'Uberlândia',
      'Contagem',
      'Juiz de Fora',
      'Betim',
      'Montes Claros',
      'Uberaba',
      'Ipatinga',
      'Governador Valadares',
      'Poços de Caldas',
      'Ouro Preto',
    ],
  },
  { uf: 'PA', name: 'Pará', cities: ['Belém', 'Ananindeua', 'Santarém', 'Marabá', 'Parauapebas', 'Castanhal'] },
  {
    uf: 'PB',
    name: 'Paraíba',
    cities: ['João Pessoa', 'Campina Grande', 'Santa Rita', 'Patos', 'Bayeux', 'Cabedelo'],
  },
  {
    uf: 'PR',
    name: 'Paraná',
    cities: [
      'Curitiba',
      'Londrina',
      'Maringá',
      'Ponta Grossa',
      'Cascavel',
      'São José dos Pinhais',
      'Foz do Iguaçu',
      'Guarapuava',
    ],
  },
  {
    uf: 'PE',
    name: 'Pernambuco',
    cities: [
      'Recife',
      'Jaboatão dos Guararapes',
      'Olinda',
      'Paulista',
      'Caruaru',
      'Petrolina',
      'Cabo de Santo Agostinho',
      'Ipojuca',
    ],
  },
  { uf: 'PI', name: 'Piauí', cities: ['Teresina', 'Parnaíba', 'Picos', 'Piripiri', 'Floriano'] },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    cities: [
      'Rio de Janeiro',
      'Niterói',
      'São Gonçalo',
      'Duque de Caxias',
      'Nova Iguaçu',
      'Petrópolis',
      'Campos dos Goytacazes',
      'Volta Redonda',
      'Macaé',
      'Cabo Frio',
      'Armação dos Búzios',
      'Angra dos Reis',
      'Paraty',
    ],
  },
  {
    uf: 'RN',
    name: 'Rio Grande do Norte',
    cities: ['Natal', 'Mossoró', 'Parnamirim', 'São Gonçalo do Amarante', 'Caicó', 'Tibau do Sul'],
  },
  {
    uf: 'RS',
    name: 'Rio Grande do Sul',
    cities: [
      'Porto Alegre',
      'Caxias do Sul',
      'Canoas',
      'Pelotas',
      'Santa Maria',
      'Novo Hamburgo',
      'Passo Fundo',
      'Gramado',
      'Canela',
    ],
  },
  { uf: 'RO', name: 'Rondônia', cities: ['Porto Velho', 'Ji-Paraná', 'Ariquemes', 'Vilhena', 'Cacoal'] },
  { uf: 'RR', name: 'Roraima', cities: ['Boa Vista', 'Rorainópolis', 'Caracaraí', 'Pacaraima', 'Mucajaí'] },
  {
    uf: 'SC',
    name: 'Santa Catarina',
    cities: [
      'Florianópolis',
      'Joinville',
      'Blumenau',
      'São José',
      'Itajaí',
      'Balneário Camboriú',
      'Chapecó',
      'Criciúma',
      'Jaraguá do Sul',
    ],
  },
  {
    uf: 'SP',
    name: 'São Paulo',
    cities: [
      'São Paulo',
      'Campinas',
      'Santos',
      'Ribeirão Preto',
      'São José dos Campos',
      'Sorocaba',
      'Guarulhos',
      'Osasco',
      'Santo André',
      'São Bernardo do Campo',
      'Jundiaí',
      'Piracicaba',
      'Bauru',
    ],
  },
  {
    uf: 'SE',
    name: 'Sergipe',
    cities: ['Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana', 'São Cristóvão', 'Estância'],
  },
  { uf: 'TO', name: 'Tocantins', cities: ['Palmas', 'Araguaína', 'Gurupi', 'Porto Nacional', 'Paraíso do Tocantins'] },
] as const satisfies readonly { uf: string; name: string; cities: readonly string[] }[];

export type BrState = (typeof BR_STATES)[number];
export type Uf = BrState['uf'];

export const UF_CODES: readonly Uf[] = BR_STATES.map((s) => s.uf);

export function isUf(value: string): value is Uf {
  return (UF_CODES as readonly string[]).includes(value);
}

/** The listed cities of a state (case-insensitive UF); an unknown UF has none. */
export function citiesOf(uf: string): readonly string[] {
  return BR_STATES.find((s) => s.uf === uf.trim().toUpperCase())?.cities ?? [];
}
