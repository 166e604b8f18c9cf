import type { AreaMessages } from '../../messages.ts';
import type { guide as english } from '../en/guide.ts';

export const guide: AreaMessages<typeof english> = {
  'guide.title': 'Guia para grupos: de {from} a {to}',
  'guide.description':
    'Um guia para quem conduz pequenos grupos, tirado dos devocionais da semana: leituras, perguntas, o versículo para memorizar, o catecismo, orações e uma parte para as crianças.',
  'guide.indexTitle': 'O guia para grupos desta semana',
  'guide.indexDescription':
    'Um guia para quem conduz pequenos grupos, tirado dos devocionais desta semana: leituras, perguntas, o versículo para memorizar, o catecismo, orações e uma parte para as crianças.',
  'guide.earlier': 'Semanas anteriores',
  'guide.noEarlier': 'Ainda não há semanas anteriores.',
  'guide.range': 'De {from} a {to}',
  'guide.thisWeek': 'O guia desta semana e as semanas anteriores',
  'guide.complete': 'A semana completa, de segunda a domingo.',
  'guide.none': 'Nenhum devocional desta semana foi publicado ainda. Volte amanhã de manhã.',
  'guide.soFar': 'A semana até agora: {count} de 7 dias. O guia cresce com o devocional de cada dia e fica completo no domingo.',
  'guide.print': 'Imprimir o guia',
  'guide.readings': 'As leituras da semana',
  'guide.questions': 'Perguntas para conversar',
  'guide.verse': 'Versículo para memorizar nesta semana',
  'guide.lordsDay': 'Catecismo de Heidelberg, Dia do Senhor {number}',
  'guide.question': 'P{number}.',
  'guide.lordsDayLink': 'Dia do Senhor {number} na biblioteca',
  'guide.prayers': 'Orações',
  'guide.open': 'Para começar:',
  'guide.close': 'Para terminar:',
  'guide.children': 'Para as crianças',
  'guide.youngChildren': 'Catecismo para crianças pequenas, semana {week}: perguntas {first}–{last}.',
  'guide.askThem': 'Pergunte a elas:',
  'guide.inEnglish': 'A biblioteca tem este catecismo só em inglês.',
  'guide.scan': 'Escaneie para abrir esta semana no site:',
  'guide.scanGroup': 'Escaneie para abrir esta semana na página do seu grupo:',
  'guide.qrCode': 'Código QR do endereço que aparece ao lado',
  'guide.talk': 'Converse sobre estas perguntas com o seu grupo',
  'guide.passages': 'As passagens completas',
};
