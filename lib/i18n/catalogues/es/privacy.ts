import type { AreaMessages } from '../../messages.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: AreaMessages<typeof english> = {
  'privacy.title': 'Política de privacidad',
  'privacy.description': 'Qué recoge Reformed Devotionals, por qué y qué opciones tienes.',
  'privacy.lastUpdated': 'Última actualización:',
  'privacy.intro':
    'Reformed Devotionals es un ministerio gratuito. Recogemos lo menos posible sobre ti, nunca lo vendemos y solo lo usamos para ofrecerte los devocionales y responderte. Esta página explica qué significa eso en la práctica.',
  'privacy.collectionHeading': 'Qué información recogemos',
  'privacy.collectionNoAccount': 'Puedes leer y escuchar todos los devocionales sin cuenta y sin decirnos nada sobre ti.',
  'privacy.collectionAccount': 'Si creas una cuenta, guardamos:',
  'privacy.collection1': 'tu correo electrónico, para que inicies sesión y para ayudarte a restablecer tu contraseña;',
  'privacy.collection2': 'un nombre visible y, si la añades, una foto de perfil;',
  'privacy.collection3':
    'los devocionales que guardas, las secciones de las confesiones que marcas, las notas personales que escribes y tu historial de lectura, para que puedas volver a ellos;',
  'privacy.collection4': 'tus metas de lectura y los logros que consigues;',
  'privacy.collection5': 'tus preferencias de audio (voz y velocidad) y tu traducción de la Biblia;',
  'privacy.collection6':
    'tu práctica de memorización: qué versículos y respuestas del catecismo estás aprendiendo y cómo fue cada repaso, y los nombres de pila y grupos de edad de los familiares que añades como alumnos (también niños), con su práctica;',
  'privacy.collection7': 'los comentarios que nos envías, con el país y la valoración que indiques;',
  'privacy.collection8': 'si la configuras, que tu cuenta tiene una aplicación de autenticación (nunca su secreto).',
  'privacy.collectionPrivate':
    'Tus notas y tu práctica son privadas: solo tú puedes leerlas. Si compartes un testimonio con nosotros, aparece en el sitio con tu nombre y el país que indiques solo después de que lo hayamos aprobado.',
  'privacy.keepingHeading': 'Cuánto tiempo lo guardamos',
  'privacy.keeping1':
    'Guardamos la información de tu cuenta mientras tengas la cuenta, y no más. Cuando eliminas tu cuenta, todo lo anterior se borra a la vez: tu acceso, perfil y foto, devocionales guardados, marcadores, notas, historial de lectura, metas, logros, preferencias de audio, tu traducción de la Biblia, tus familiares y toda la práctica. Los comentarios que enviaste se quedan, sin tu nombre: un testimonio aprobado aparece entonces como de «Un lector» cuando el sitio se actualice, a más tardar al día siguiente.',
  'privacy.keeping2':
    'La información borrada puede permanecer en las copias de seguridad cifradas de nuestro proveedor de alojamiento hasta que caduquen, como máximo a los 30 días; nunca se restaura desde ellas en el sitio. Nuestro proveedor de alojamiento también guarda un breve registro de inicios de sesión por seguridad.',
  'privacy.dataHeading': 'Llévate tus datos o bórralos',
  'privacy.dataIntro': 'Con la sesión iniciada, abre {settings} y ve a {yourData}:',
  'privacy.settings': 'Ajustes',
  'privacy.yourData': 'Tus datos',
  'privacy.download': 'Descargar mis datos',
  'privacy.downloadText':
    'guarda un archivo (JSON) con todo lo anterior: tu cuenta y perfil, archivos de imagen, devocionales guardados, marcadores, notas, historial de lectura, metas, logros, comentarios, preferencias de audio y traducción de la Biblia, tus familiares y su práctica, tus grupos de lectura y tus mensajes en ellos, tus recordatorios diarios y los dispositivos que los reciben, y si tu dirección recibe nuestro correo. La copia legible de al lado contiene lo mismo como una página para leer e imprimir.',
  'privacy.delete': 'Eliminar mi cuenta',
  'privacy.deleteText':
    'muestra lo que se borrará y te pide un código de 6 dígitos que te enviamos por correo (y, si usas una app de autenticación, el código que muestra). También puedes quitar tu dirección de nuestra lista de correo al mismo tiempo. Después el sitio cierra tu sesión y borra lo que este navegador guardaba para ti: copias sin conexión, práctica pendiente de guardar y tu sesión.',
  'privacy.cookiesHeading': 'Cookies y almacenamiento local',
  'privacy.cookiesIntro': 'Usamos unas pocas cookies y un almacenamiento parecido en el navegador:',
  'privacy.analytics': 'Analítica:',
  'privacy.analyticsText':
    'ninguna. No contamos tus visitas con cookies, píxeles de seguimiento ni analítica de terceros, y ninguna red publicitaria ve nuestras páginas.',
  'privacy.authentication': 'Autenticación:',
  'privacy.authenticationText': 'cuando inicias sesión, tu sesión se guarda en tu navegador para que sigas conectado entre visitas.',
  'privacy.preferences': 'Preferencias:',
  'privacy.preferencesText':
    'tu elección de tema claro, oscuro o del sistema y del tamaño de letra se guarda en el almacenamiento local de tu navegador, para que la página se abra como te gusta.',
  'privacy.offline': 'Copias sin conexión:',
  'privacy.offlineText':
    'los devocionales que abres y las narraciones que guardas se almacenan en tu navegador para que puedas leer sin conexión; en Ajustes se borran. Sin iniciar sesión, tu práctica de memorización se guarda solo en este navegador.',
  'privacy.languageCookie': 'Idioma:',
  'privacy.languageCookieText':
    'cuando eliges un idioma con el selector de idioma, una pequeña cookie lo recuerda, para que la página de inicio se abra en ese idioma la próxima vez.',
  'privacy.managingHeading': 'Gestionar las cookies',
  'privacy.managing':
    'Puedes bloquear o borrar las cookies y el almacenamiento local en los ajustes de tu navegador cuando quieras. Los devocionales seguirán funcionando; solo tendrás que volver a iniciar sesión, y el tema volverá a claro hasta que elijas de nuevo. Cerrar sesión quita tu sesión de este navegador.',
  'privacy.remindersHeading': 'Recordatorios diarios',
  'privacy.reminders':
    'Si activas los recordatorios en Ajustes, guardamos lo que eliges: si están activados, la hora y tu zona horaria, la edición, si los quieres en un dispositivo, por correo o de ambas formas, y si quieres el recordatorio de la tarde para tu racha. Para un dispositivo, tu navegador nos da una dirección en su propio servicio de notificaciones (del fabricante de tu navegador) y dos claves; las guardamos solo para enviarte el recordatorio, que va cifrado para que solo tu navegador pueda leerlo, y que nombra el devocional de hoy y nada sobre ti. Borramos la dirección de un dispositivo cuando desactivas en él los recordatorios, cuando el servicio de notificaciones nos dice que ya no se usa o cuando eliminas tu cuenta.',
  'privacy.newsletterHeading': 'Boletín y donativos',
  'privacy.newsletter1':
    'Si te suscribes a nuestro correo, guardamos tu dirección, si lo elegiste diario o semanal, y cuándo te suscribiste, confirmaste y (si lo haces) te diste de baja, y nada más. No se envía ningún correo hasta que confirmes: primero enviamos un correo con un enlace de confirmación, y si no lo sigues no volverás a saber de nosotros.',
  'privacy.newsletter2':
    'Una vez confirmado, recibes el correo que elegiste: el devocional de cada día, o un correo a la semana con los devocionales de esa semana (sus títulos, pasajes bíblicos, versículos para memorizar, imágenes de portada y enlaces para leerlos aquí). Anotamos qué correo fue a qué dirección, solo para que nadie reciba el mismo dos veces. Los correos los entrega nuestro proveedor de correo, que recibe tu dirección y el mensaje solo con ese fin. No registramos si abres los correos o haces clic en sus enlaces.',
  'privacy.newsletter3':
    'Cada correo tiene un enlace para darte de baja que funciona con un clic y sin iniciar sesión, y los programas de correo con un botón «Cancelar suscripción» también lo usan. Tras la baja guardamos la dirección marcada como dada de baja, para que no reciba nada más; pídenos desde la página de contacto que la borremos del todo, o bórrala al eliminar tu cuenta.',
  'privacy.donations':
    'Los donativos los gestiona por completo nuestro proveedor de pagos con tarjeta en sus propias páginas seguras. Nunca vemos ni guardamos el número de tu tarjeta. El proveedor nos comparte lo necesario para darte las gracias y llevar nuestras cuentas, como tu nombre, tu correo y el importe de tu donativo. Los donativos mensuales se pueden gestionar o cancelar en cualquier momento desde el portal de clientes del proveedor.',
  'privacy.contactHeading': 'Mensajes de contacto',
  'privacy.contactText':
    'Cuando nos escribes mediante el {contactForm}, guardamos tu nombre, tu correo y tu mensaje para poder responderte. Solo nuestros administradores pueden leerlos.',
  'privacy.contactForm': 'formulario de contacto',
  'privacy.rightsHeading': 'Tus opciones',
  'privacy.rights':
    'Puedes ver, corregir, descargar o borrar tú mismo la información de tu cuenta en {settings}. Para cualquier otra cosa que guardemos sobre ti, como un mensaje de contacto o una dirección del boletín, {contactUs} y te ayudaremos con gusto. Si esta política cambia, actualizaremos la fecha al principio de esta página.',
  'privacy.contactUs': 'contáctanos',
};
