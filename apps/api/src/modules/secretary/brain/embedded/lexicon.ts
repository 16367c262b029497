// Words clients use for the same thing. Left: what they write (folded); right: concept words that
// appear in service titles or FAQ questions. Both sides are folded and stemmed before comparing.
export const SERVICE_SYNONYMS: Record<string, string[]> = {
  cabelo: ['corte'], cortar: ['corte'], cortezinho: ['corte'], corta: ['corte'], aparar: ['corte'], cabeleireiro: ['corte'],
  barbear: ['barba'], bigode: ['barba'], barbinha: ['barba'], barboterapia: ['barba'],
  sombrancelha: ['sobrancelha'], sobrancelhas: ['sobrancelha'], sombrancelhas: ['sobrancelha'], cejas: ['sobrancelha'],
  unha: ['manicure', 'unha'], unhas: ['manicure', 'unha'], mao: ['manicure', 'mao'], maos: ['manicure', 'mao'], manicure: ['manicure'],
  manicuri: ['manicure'], pe: ['pedicure', 'pe'], pes: ['pedicure', 'pe'], pedicure: ['pedicure'], pedicuri: ['pedicure'],
  chapinha: ['escova'], escovinha: ['escova'], alisamento: ['progressiva'], alisar: ['progressiva'], progressiva: ['progressiva'],
  mechas: ['luzes', 'mechas'], reflexo: ['luzes', 'mechas'], luzes: ['luzes', 'mechas'], luzinha: ['luzes'],
  tinta: ['coloracao', 'tintura'], tintura: ['coloracao', 'tintura'], pintar: ['coloracao', 'tintura'], colorir: ['coloracao'], tingir: ['coloracao'],
  retoque: ['coloracao', 'raiz'], raiz: ['coloracao', 'raiz'], hidratar: ['hidratacao'], hidratacao: ['hidratacao'], cronograma: ['hidratacao'],
  medico: ['consulta'], medica: ['consulta'], doutor: ['consulta'], doutora: ['consulta'], consultar: ['consulta'], atendimento: ['consulta'],
  avaliar: ['avaliacao'], avaliacao: ['avaliacao', 'consulta'], retornar: ['retorno'], revisao: ['retorno'],
  depilar: ['depilacao'], cera: ['depilacao'], virilha: ['depilacao', 'virilha'], axila: ['depilacao', 'axila'], buco: ['depilacao', 'buco'],
  massagear: ['massagem'], relaxante: ['massagem', 'relaxante'], drenagem: ['drenagem'],
  cilio: ['cilios'], cilios: ['cilios'], lash: ['cilios'], alongamento: ['alongamento'],
  platinar: ['platinado', 'nevou'], nevar: ['nevou', 'platinado'], luzes_masculinas: ['luzes'],
  crianca: ['infantil'], filho: ['infantil'], filha: ['infantil'], menino: ['infantil'], menina: ['infantil'], kids: ['infantil'],
  make: ['maquiagem'], maquiar: ['maquiagem'], limpeza: ['limpeza'], pele: ['pele'], facial: ['facial', 'pele'],
  dente: ['odontologica', 'dental', 'limpeza'], dentes: ['odontologica', 'dental', 'limpeza'], clarear: ['clareamento'],
  fisio: ['fisioterapia'], fisioterapeuta: ['fisioterapia'], nutricionista: ['nutricional', 'nutricao'], dermatologista: ['pele'], clinico: ['clinica', 'consulta'], sessao: ['sessao'], nutri: ['nutricao', 'nutricional'], dieta: ['nutricao', 'nutricional'],
  psico: ['psicologia', 'terapia'], terapia: ['terapia', 'psicologia'],
};

/** FAQ concepts: clients ask "aceita pix?" for "Quais formas de pagamento vocês aceitam?". */
export const FAQ_CONCEPTS: Record<string, string> = {
  pix: 'pagamento', cartao: 'pagamento', credito: 'pagamento', debito: 'pagamento', dinheiro: 'pagamento', pagar: 'pagamento',
  pagamento: 'pagamento', pagamentos: 'pagamento', parcela: 'pagamento', parcelar: 'pagamento', parcelado: 'pagamento', vezes: 'pagamento',
  onde: 'endereco', endereco: 'endereco', localizacao: 'endereco', fica: 'endereco', localiza: 'endereco', chegar: 'endereco', rua: 'endereco',
  mapa: 'endereco', local: 'endereco', estacionar: 'estacionamento', estacionamento: 'estacionamento', vaga_carro: 'estacionamento', carro: 'estacionamento',
  abre: 'funcionamento', abrem: 'funcionamento', fecha: 'funcionamento', fecham: 'funcionamento', aberto: 'funcionamento', aberta: 'funcionamento',
  funciona: 'funcionamento', funcionam: 'funcionamento', funcionamento: 'funcionamento', expediente: 'funcionamento',
  convenio: 'convenio', convenios: 'convenio', plano: 'convenio', unimed: 'convenio', amil: 'convenio', bradesco: 'convenio', sulamerica: 'convenio',
  particular: 'convenio', crianca: 'crianca', criancas: 'crianca', infantil: 'crianca', filho: 'crianca',
  atraso: 'atraso', atrasar: 'atraso', atrasado: 'atraso', atrasada: 'atraso', tolerancia: 'atraso',
  wifi: 'wifi', internet: 'wifi', cafe: 'cafe', bebida: 'cafe', cerveja: 'cafe',
  acessibilidade: 'acessibilidade', cadeirante: 'acessibilidade', rampa: 'acessibilidade', elevador: 'acessibilidade',
  jejum: 'jejum', preparo: 'preparo', levar: 'levar', documento: 'levar', documentos: 'levar', exames: 'levar',
  cachorro: 'pet', pet: 'pet', animal: 'pet', garantia: 'garantia', dura: 'duracao', demora: 'duracao', tempo: 'duracao', duracao: 'duracao',
};

export const POSITIVE_WORDS = [
  'obrigad', 'otimo', 'otima', 'perfeito', 'perfeita', 'adorei', 'amei', 'top', 'maravilh', 'excelente', 'show', 'legal', 'massa',
  'feliz', 'gostei', 'parabens', 'incrivel', 'sensacional', 'valeu', 'gentil', 'atencios', 'rapido', 'eficiente', 'lindo', 'linda', 'demais',
];
export const NEGATIVE_WORDS = [
  'pessim', 'horrivel', 'ruim', 'absurdo', 'demora', 'demorou', 'atrasad', 'reclama', 'odiei', 'raiva', 'irritad', 'decepcion', 'vergonha',
  'lixo', 'descaso', 'porcaria', 'merda', 'palhacada', 'caro', 'insatisf', 'chatead', 'triste', 'problema', 'errad', 'nunca mais', 'horror',
  'desrespeito', 'falta de respeito', 'enganad', 'cansad', 'nao gostei', 'nao funciona', 'ninguem responde', 'pelo amor de deus',
];
