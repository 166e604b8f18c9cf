import type { AreaMessages } from '../../messages.ts';
import type { practice as english } from '../en/practice.ts';

export const practice: AreaMessages<typeof english> = {
  'practice.page.title': 'Práctica',
  'practice.page.description': 'Aprende de memoria versículos, respuestas del catecismo y los credos, un poco cada día.',
  'practice.heading': 'Práctica',
  'practice.lead': 'Versículos para memorizar, respuestas del catecismo y los credos, aprendidos de memoria un poco cada día.',
  'practice.noscript': 'La práctica necesita JavaScript: guarda tu progreso en este navegador. Activa JavaScript para practicar.',
};
