import type { AreaMessages } from '../../messages.ts';
import type { email as english } from '../en/email.ts';

export const email: AreaMessages<typeof english> = {
  'email.unsubscribe': 'Cancelar a inscrição',
  'email.preferences': 'Diário ou semanal, e a sua tradução da Bíblia',
  'email.confirm.subject': 'Confirme o seu e-mail semanal do Reformed Devotionals',
  'email.confirm.ask': 'Confirme que você quer receber o e-mail semanal do Reformed Devotionals.',
  'email.confirm.askText': 'Confirme que você quer receber o e-mail semanal do Reformed Devotionals:',
  'email.confirm.action': 'Confirmar a minha inscrição',
  'email.confirm.ignore': 'Se você não se inscreveu, ignore este e-mail e não terá mais notícias nossas.',
  'email.already.subject': 'Você já recebe o e-mail semanal do Reformed Devotionals',
  'email.already.body': 'Alguém pediu para inscrever este endereço no e-mail semanal do Reformed Devotionals. Ele já está inscrito, então nada mudou.',
  'email.already.subjectDaily': 'Você já recebe o e-mail diário do Reformed Devotionals',
  'email.already.bodyDaily': 'Alguém pediu para inscrever este endereço no e-mail do Reformed Devotionals. Ele já recebe o e-mail diário, então nada mudou.',
  'email.already.noLonger': 'Se você não quiser mais recebê-lo:',
  'email.daily.subject': 'O devocional de hoje: {title}',
  'email.daily.continueOnSite': 'Continue lendo no site.',
  'email.daily.memoryVerse': 'Versículo para memorizar: {verse}',
  'email.daily.read': 'Ler',
  'email.daily.listen': 'Ouvir',
  'email.daily.continueReading': 'Continuar lendo',
  'email.daily.readDevotional': 'Ler o devocional',
  'email.daily.coverAlt': 'Ilustração de “{title}”',
  'email.daily.why': 'Você recebe este e-mail porque escolheu o e-mail diário do',
  'email.daily.english': 'O devocional de hoje ainda não está disponível em português; aqui está ele em inglês.',
  'email.digest.subject': 'Os devocionais desta semana: {from} – {to}',
  'email.digest.intro': 'Os devocionais desta semana do Reformed Devotionals',
  'email.digest.heading': 'Os devocionais desta semana',
  'email.digest.tagline': 'Enraizados na graça. Crescendo a cada dia.',
  'email.digest.why': 'Você recebe este e-mail porque confirmou a sua inscrição em',
  'email.digest.inEnglish': '(em inglês)',
  'email.deletionCode.subject': 'O seu código para excluir a sua conta do Reformed Devotionals',
  'email.deletionCode.body':
    'Você pediu para excluir a sua conta do Reformed Devotionals. Para confirmar, digite este código na página de configurações. Ele vale por 15 minutos:',
  'email.deletionCode.notYou':
    'Não foi você que pediu? Então não compartilhe o código com ninguém e troque a sua senha: pode ser que alguém tenha entrado na sua conta. Sem o código, a sua conta continua como está.',
  'email.accountDeleted.subject': 'A sua conta do Reformed Devotionals foi excluída',
  'email.accountDeleted.body':
    'A sua conta do Reformed Devotionals e tudo o que ela continha foram excluídos, como você pediu. Os comentários que você compartilhou continuam no site sem o seu nome.',
  'email.accountDeleted.notYou': 'Se não foi você que a excluiu, escreva para nós pela página de contato do site.',
  'email.groupInvite.subject': '{leader} convida você para o grupo de leitura “{group}”',
  'email.groupInvite.subjectNoName': 'Um convite para o grupo de leitura “{group}”',
  'email.groupInvite.body':
    '{leader} convida você para participar de “{group}”, um grupo de leitura do Reformed Devotionals: algumas pessoas que leem o devocional diário na mesma semana e se animam umas às outras.',
  'email.groupInvite.bodyNoName':
    'Quem lidera “{group}” convida você para participar deste grupo de leitura do Reformed Devotionals: algumas pessoas que leem o devocional diário na mesma semana e se animam umas às outras.',
  'email.groupInvite.how': 'Abra o convite para ver o grupo e participar. Você precisa de uma conta no site, que pode criar a partir do convite.',
  'email.groupInvite.action': 'Abrir o convite',
  'email.groupInvite.ignore': 'Se você não sabe quem o enviou, ignore este e-mail: nada acontece a menos que você abra o convite e participe.',
  'email.groupInvite.why': 'Você recebe isto porque quem lidera o grupo digitou o seu endereço em {site}. O site não o guarda.',
};
