import type { AreaMessages } from '../../messages.ts';
import type { newsletterPreferences as english } from '../en/newsletter-preferences.ts';

export const newsletterPreferences: AreaMessages<typeof english> = {
  'newsletterPreferences.loading': 'Carregando as suas preferências...',
  'newsletterPreferences.invalid':
    'Este link não é válido. Pode ser que esteja incompleto, ou que o endereço a que pertencia tenha sido retirado da nossa lista.',
  'newsletterPreferences.unsubscribed': 'Este endereço cancelou a inscrição. Para voltar a receber e-mails, inscreva-se no rodapé de qualquer página.',
  'newsletterPreferences.failed': 'Não conseguimos fazer isso agora. Tente novamente daqui a pouco.',
  'newsletterPreferences.frequency': 'Com que frequência você quer receber o e-mail?',
  'newsletterPreferences.daily': 'Diário',
  'newsletterPreferences.dailyHint': 'Toda manhã, o devocional do dia quando ele é publicado.',
  'newsletterPreferences.weekly': 'Semanal',
  'newsletterPreferences.weeklyHint': 'Aos domingos, os devocionais da semana num só e-mail.',
  'newsletterPreferences.translation': 'Tradução da Bíblia',
  'newsletterPreferences.hint.kjv': 'A tradução inglesa que os devocionais em inglês citam.',
  'newsletterPreferences.hint.bsb': 'Uma tradução moderna e literal no inglês de hoje.',
  'newsletterPreferences.hint.sv': 'A tradução holandesa de 1637, que os devocionais em holandês citam.',
  'newsletterPreferences.hint.rv1909': 'A tradução que cada devocional em espanhol cita.',
  'newsletterPreferences.hint.blivre': 'A tradução brasileira livre que cada devocional em português cita.',
  'newsletterPreferences.save': 'Salvar a minha escolha',
  'newsletterPreferences.saving': 'Salvando...',
  'newsletterPreferences.savedDaily': 'Salvo. Você receberá o e-mail diário, com as Escrituras na {translation}.',
  'newsletterPreferences.savedWeekly': 'Salvo. Você receberá o e-mail semanal, com as Escrituras na {translation}.',
  'newsletterPreferences.stopAll': 'Ou deixe de receber todos os e-mails:',
  'newsletterPreferences.unsubscribe': 'Cancelar a inscrição',
};
