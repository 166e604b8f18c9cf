import type { AreaMessages } from '../../messages.ts';
import type { preview as english } from '../en/preview.ts';

export const preview: AreaMessages<typeof english> = {
  'preview.page.title': 'Pré-visualização',
  'preview.page.description': 'A pré-visualização de um devocional para administradores, antes de ser publicado.',
  'preview.loading': 'Carregando a pré-visualização…',
  'preview.loadFailed': 'Não foi possível carregar a pré-visualização: {message}',
  'preview.unavailable': 'Este devocional não está disponível para pré-visualização.',
  'preview.forAdmins': 'As pré-visualizações são para administradores.',
  'preview.signIn': 'Entre',
  'preview.withAdmin': 'com uma conta de administrador, ou leia os',
  'preview.released': 'devocionais publicados',
  'preview.label': 'Pré-visualização',
  'preview.releasedTitle': 'Pré-visualização — publicado',
  'preview.releasedText': 'Os leitores já podem ler este devocional.',
  'preview.viewOnSite': 'Ver no site',
  'preview.notReleased': 'Pré-visualização — ainda não publicado',
  'preview.draft': 'Rascunho: os leitores não o verão até que seja publicado.',
  'preview.scheduled': 'Agendado para {date}: os leitores o verão a partir desse dia.',
  'preview.coverAlt': 'Ilustração de “{title}”',
};
