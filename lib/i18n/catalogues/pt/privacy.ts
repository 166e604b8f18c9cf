import type { AreaMessages } from '../../messages.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: AreaMessages<typeof english> = {
  'privacy.title': 'Política de privacidade',
  'privacy.description': 'O que o Reformed Devotionals coleta, por quê e quais são as suas opções.',
  'privacy.lastUpdated': 'Última atualização:',
  'privacy.intro':
    'O Reformed Devotionals é um ministério gratuito. Coletamos o mínimo possível sobre você, nunca vendemos nada disso e só o usamos para oferecer os devocionais e responder a você. Esta página explica o que isso significa na prática.',
  'privacy.collectionHeading': 'Que informações coletamos',
  'privacy.collectionNoAccount': 'Você pode ler e ouvir todos os devocionais sem conta e sem nos dizer nada sobre você.',
  'privacy.collectionAccount': 'Se você criar uma conta, guardamos:',
  'privacy.collection1': 'o seu e-mail, para você entrar e para ajudar a redefinir a sua senha;',
  'privacy.collection2': 'um nome de exibição e, se você acrescentar, uma foto de perfil;',
  'privacy.collection3':
    'os devocionais que você guarda, as seções das confissões que você guarda, as notas pessoais que escreve e o seu histórico de leitura, para que possa voltar a eles;',
  'privacy.collection4': 'as suas metas de leitura e as conquistas que você ganha;',
  'privacy.collection5': 'as suas preferências de áudio (voz e velocidade) e a sua tradução da Bíblia;',
  'privacy.collection6':
    'a sua prática de memorização: quais versículos e respostas do catecismo você está aprendendo e como foi cada revisão, e os primeiros nomes e faixas etárias dos familiares que você acrescenta como aprendizes (também crianças), com a prática deles;',
  'privacy.collection7': 'os comentários que você nos envia, com o país e a avaliação que indicar;',
  'privacy.collection8': 'se você configurar, que a sua conta tem um aplicativo autenticador (nunca a chave secreta dele).',
  'privacy.collectionPrivate':
    'As suas notas e a sua prática são privadas: só você pode lê-las. Se você compartilhar um testemunho conosco, ele aparece no site com o seu nome e o país que indicar só depois de o aprovarmos.',
  'privacy.keepingHeading': 'Por quanto tempo guardamos',
  'privacy.keeping1':
    'Guardamos as informações da sua conta enquanto você tiver a conta, e não mais. Quando você exclui a sua conta, tudo o que está acima é apagado de uma vez: o seu acesso, perfil e foto, devocionais guardados, seções guardadas das confissões, notas, histórico de leitura, metas, conquistas, preferências de áudio, a sua tradução da Bíblia, os seus familiares e toda a prática. Os comentários que você enviou ficam, sem o seu nome: um testemunho aprovado passa então a aparecer como de “Um leitor” quando o site for atualizado, no mais tardar no dia seguinte.',
  'privacy.keeping2':
    'As informações apagadas podem permanecer nas cópias de segurança criptografadas do nosso provedor de hospedagem até expirarem, no máximo em 30 dias; e nunca voltam delas para o site. O nosso provedor de hospedagem também guarda um registro breve de acessos por segurança.',
  'privacy.dataHeading': 'Leve os seus dados ou apague-os',
  'privacy.dataIntro': 'Depois de entrar na sua conta, abra {settings} e vá até {yourData}:',
  'privacy.settings': 'Configurações',
  'privacy.yourData': 'Os seus dados',
  'privacy.download': 'Baixar os meus dados',
  'privacy.downloadText':
    'salva um arquivo (JSON) com tudo o que está acima: a sua conta e perfil, arquivos de imagem, devocionais guardados, seções guardadas das confissões, notas, histórico de leitura, metas, conquistas, comentários, preferências de áudio e tradução da Bíblia, os seus familiares e a prática deles, os seus grupos de leitura e as suas mensagens neles, os seus lembretes diários e os dispositivos que os recebem, e se o seu endereço recebe o nosso e-mail. A cópia legível ao lado traz o mesmo como uma página para ler e imprimir.',
  'privacy.delete': 'Excluir a minha conta',
  'privacy.deleteText':
    'mostra o que será apagado e pede um código de 6 dígitos que enviamos para o seu e-mail (e, se você usar um aplicativo autenticador, o código que ele mostra). Você também pode retirar o seu endereço da nossa lista de e-mails ao mesmo tempo. Depois o site encerra a sua sessão e apaga o que este navegador guardava para você: cópias off-line, prática ainda não salva e a sua sessão.',
  'privacy.cookiesHeading': 'Cookies e armazenamento local',
  'privacy.cookiesIntro': 'Usamos alguns poucos cookies e um armazenamento parecido no navegador:',
  'privacy.analytics': 'Estatísticas:',
  'privacy.analyticsText':
    'nenhuma. Não contamos as suas visitas com cookies, pixels de rastreamento nem estatísticas de terceiros, e nenhuma rede de anúncios vê as nossas páginas.',
  'privacy.authentication': 'Autenticação:',
  'privacy.authenticationText': 'quando você entra, a sua sessão é guardada no seu navegador para que ela continue aberta entre uma visita e outra.',
  'privacy.preferences': 'Preferências:',
  'privacy.preferencesText':
    'a sua escolha de tema claro, escuro ou do sistema e do tamanho da letra é guardada no armazenamento local do seu navegador, para que a página abra do jeito que você gosta.',
  'privacy.offline': 'Cópias off-line:',
  'privacy.offlineText':
    'os devocionais que você abre e as narrações que guarda são armazenados no seu navegador para que você possa ler sem conexão, e podem ser apagados em Configurações. Sem entrar na conta, a sua prática de memorização fica guardada só neste navegador.',
  'privacy.languageCookie': 'Idioma:',
  'privacy.languageCookieText':
    'quando você escolhe um idioma no seletor de idioma, um pequeno cookie se lembra dele, para que a página inicial abra nesse idioma da próxima vez.',
  'privacy.managingHeading': 'Gerenciar os cookies',
  'privacy.managing':
    'Você pode bloquear ou apagar os cookies e o armazenamento local nas configurações do seu navegador quando quiser. Os devocionais continuarão funcionando; você só terá de entrar de novo, e o tema voltará a claro até você escolher de novo. Sair da conta retira a sua sessão deste navegador.',
  'privacy.remindersHeading': 'Lembretes diários',
  'privacy.reminders':
    'Se você ativar os lembretes em Configurações, guardamos as suas escolhas: se estão ativados, a hora e o seu fuso horário, a edição, se você quer recebê-los em um dispositivo, por e-mail ou dos dois jeitos, e se quer o lembrete da noite para a sua sequência. Para um dispositivo, o seu navegador nos dá um endereço no próprio serviço de notificações (do fabricante do seu navegador) e duas chaves; nós os guardamos apenas para enviar o lembrete, que vai criptografado para que só o seu navegador possa lê-lo, e que cita o devocional de hoje e nada sobre você. Apagamos o endereço de um dispositivo quando você desativa os lembretes nele, quando o serviço de notificações avisa que ele não é mais usado ou quando você exclui a sua conta.',
  'privacy.newsletterHeading': 'E-mails e doações',
  'privacy.newsletter1':
    'Se você se inscrever no nosso e-mail, guardamos o seu endereço, se você o escolheu diário ou semanal, e quando se inscreveu, confirmou e (se o fizer) cancelou a inscrição, e nada mais. Nenhum e-mail é enviado até você confirmar: primeiro enviamos um e-mail com um link de confirmação, e se você não o seguir não terá mais notícias nossas.',
  'privacy.newsletter2':
    'Depois de confirmar, você recebe o e-mail que escolheu: o devocional de cada dia, ou um e-mail por semana com os devocionais dessa semana (os seus títulos, passagens bíblicas, versículos para memorizar, imagens de capa e links para lê-los aqui). Anotamos qual e-mail foi para qual endereço, só para que ninguém receba o mesmo duas vezes. Os e-mails são entregues pelo nosso provedor de e-mail, que recebe o seu endereço e a mensagem só para isso. Não registramos se você abre os e-mails ou clica nos seus links.',
  'privacy.newsletter3':
    'Cada e-mail tem um link para cancelar a inscrição que funciona com um clique e sem entrar na conta, e os programas de e-mail com um botão “Cancelar inscrição” também o usam. Depois do cancelamento guardamos o endereço marcado como cancelado, para que não receba mais nada; peça-nos pela página de contato que o apaguemos de vez, ou apague-o ao excluir a sua conta.',
  'privacy.donations':
    'As doações são processadas inteiramente pelo nosso processador de pagamentos com cartão nas suas próprias páginas seguras. Nunca vemos nem guardamos o número do seu cartão. O processador compartilha conosco o necessário para agradecer a você e manter as nossas contas, como o seu nome, o seu e-mail e o valor da sua doação. As doações mensais podem ser gerenciadas ou canceladas a qualquer momento no portal de clientes do processador.',
  'privacy.contactHeading': 'Mensagens de contato',
  'privacy.contactText':
    'Quando você nos escreve pelo {contactForm}, guardamos o seu nome, o seu e-mail e a sua mensagem para podermos responder. Só os nossos administradores podem lê-los.',
  'privacy.contactForm': 'formulário de contato',
  'privacy.rightsHeading': 'As suas opções',
  'privacy.rights':
    'Você mesmo pode ver, corrigir, baixar ou apagar as informações da sua conta em {settings}. Para qualquer outra coisa que guardemos sobre você, como uma mensagem de contato ou um endereço da nossa lista de e-mails, {contactUs} e ajudaremos com prazer. Se esta política mudar, atualizaremos a data no início desta página.',
  'privacy.contactUs': 'fale conosco',
};
