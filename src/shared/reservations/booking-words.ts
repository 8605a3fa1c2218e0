import { fill } from "../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// The guest's booking pages and mails in the eight languages the guest page speaks: the form at /m/{url}/book,
// the booking's own page, and its mail. `{name}`-style holes are filled by `fill`.

export interface BookingWords {
  bookTable: string;
  /** `{name}`: the restaurant. */
  title: string;
  guests: string;
  partyOne: string;
  /** `{n}`: how many guests. */
  partyMany: string;
  day: string;
  showTimes: string;
  time: string;
  noTimes: string;
  closedDay: string;
  chooseTime: string;
  details: string;
  name: string;
  phone: string;
  email: string;
  note: string;
  submit: string;
  saveChange: string;
  back: string;
  confirmedTitle: string;
  requestedTitle: string;
  requestedDetail: string;
  cancelledTitle: string;
  pastTitle: string;
  when: string;
  party: string;
  /** `{time}`: the last moment the guest may change or cancel online. */
  changeUntil: string;
  tooLateToChange: string;
  cancel: string;
  change: string;
  addToCalendar: string;
  keepPage: string;
  stillComing: string;
  confirmComing: string;
  guestConfirmed: string;
  confirmOrCancel: string;
  cardTitle: string;
  /** `{fee}`: the no-show fee. */
  cardDetail: string;
  /** `{n}`: the party size from which a card is asked; `{fee}`: the fee. */
  cardNotice: string;
  saveCard: string;
  /** `{last4}`: the card's last four digits. */
  cardSaved: string;
  /** `{fee}`: the fee charged. */
  feeCharged: string;
  cardNeedsScript: string;
  cardFailed: string;
  cardLoadFailed: string;
  /** `{phone}`: the restaurant's number, as a link. */
  questions: string;
  /** The mail's subject: `{name}` the restaurant, `{when}` the day and time. */
  mailSubject: string;
  /** The mail's opening: `{name}` the guest. */
  mailHello: string;
  /** `{link}`: the booking's page. */
  mailManage: string;
  /** The host confirmed a booking the guest requested. */
  confirmedByHost: string;
  changedTitle: string;
  reminderDay: string;
  reminderSoon: string;
  /** `{party}`: "4 guests"; `{when}`: the day and time. */
  tableFor: string;
  lookForward: string;
  manage: string;
  /** Why the guest gets the mail: `{name}` the restaurant. */
  why: string;
  tableReady: string;
  /** `{name}`: the restaurant. */
  tableReadyDetail: string;
  waitlistTitle: string;
  /** `{n}`: the party's place in line. */
  position: string;
  /** `{minutes}`: the wait the host quoted. */
  quoted: string;
  waitlistSeated: string;
  waitlistRemoved: string;
  /** Why the guest gets the text: `{name}` the restaurant. */
  waitlistWhy: string;
}

const WORDS: Record<WordedLanguage, BookingWords> = {
  en: {
    bookTable: "Book a table",
    title: "Book a table at {name}",
    guests: "Guests",
    partyOne: "1 guest",
    partyMany: "{n} guests",
    day: "Day",
    showTimes: "Show times",
    time: "Time",
    noTimes: "No table is free this day. Please choose another day.",
    closedDay: "The restaurant is closed this day. Please choose another day.",
    chooseTime: "Please choose a time.",
    details: "Your details",
    name: "Name",
    phone: "Phone",
    email: "Email, for your confirmation",
    note: "Note for the restaurant (optional)",
    submit: "Book the table",
    saveChange: "Save the change",
    back: "Back to the menu",
    confirmedTitle: "Your table is booked",
    requestedTitle: "Your request was sent",
    requestedDetail: "The restaurant will confirm your booking soon.",
    cancelledTitle: "Your booking is cancelled",
    pastTitle: "This booking has passed",
    when: "When",
    party: "Party",
    changeUntil: "You can change or cancel online until {time}.",
    tooLateToChange: "To change this booking now, please call the restaurant.",
    cancel: "Cancel the booking",
    change: "Change the booking",
    addToCalendar: "Add to your calendar",
    keepPage: "Keep this page: its link lets you change or cancel your booking.",
    questions: "Questions? Call {phone}.",
    mailSubject: "Your table at {name}: {when}",
    mailHello: "Hello {name},",
    mailManage: "To change or cancel your booking, open {link}",
    confirmedByHost: "Your booking is confirmed",
    changedTitle: "Your booking was changed",
    reminderDay: "See you tomorrow",
    reminderSoon: "See you soon",
    tableFor: "A table for {party} on {when}.",
    lookForward: "We look forward to seeing you.",
    manage: "Manage your booking",
    why: "You get this mail because you booked a table at {name}.",
    tableReady: "Your table is ready",
    tableReadyDetail: "Please come to the host stand at {name}.",
    waitlistTitle: "You are on the waiting list",
    position: "You are number {n} in line.",
    quoted: "The wait was quoted at about {minutes} minutes.",
    waitlistSeated: "You have been seated. Enjoy your meal!",
    waitlistRemoved: "You are no longer on the waiting list.",
    waitlistWhy: "You get this because you joined the waiting list at {name}.",
    cardTitle: "Save a card to hold your table",
    cardDetail: "Nothing is charged now. If nobody comes, the restaurant charges a no-show fee of {fee}.",
    cardNotice:
      "Parties of {n} or more save a card to hold their table. Nothing is charged unless nobody comes; then the no-show fee is {fee}.",
    saveCard: "Save card",
    cardSaved: "Your card ending in {last4} holds your table. Nothing is charged unless nobody comes.",
    feeCharged: "A no-show fee of {fee} was charged to your card.",
    cardNeedsScript: "Saving a card needs JavaScript. Please turn it on, or call the restaurant.",
    cardFailed: "The card could not be saved. Please try again or use another card.",
    cardLoadFailed: "The card form could not load. Please check your connection and reload.",
    stillComing: "Are you still coming?",
    confirmComing: "Yes, we're coming",
    guestConfirmed: "Thank you: the restaurant knows you're coming.",
    confirmOrCancel: "Confirm or cancel",
  },
  es: {
    bookTable: "Reservar mesa",
    title: "Reservar mesa en {name}",
    guests: "Personas",
    partyOne: "1 persona",
    partyMany: "{n} personas",
    day: "Día",
    showTimes: "Ver horas",
    time: "Hora",
    noTimes: "No hay mesas libres este día. Elija otro día.",
    closedDay: "El restaurante está cerrado este día. Elija otro día.",
    chooseTime: "Elija una hora.",
    details: "Sus datos",
    name: "Nombre",
    phone: "Teléfono",
    email: "Correo electrónico, para su confirmación",
    note: "Nota para el restaurante (opcional)",
    submit: "Reservar la mesa",
    saveChange: "Guardar el cambio",
    back: "Volver al menú",
    confirmedTitle: "Su mesa está reservada",
    requestedTitle: "Su solicitud se ha enviado",
    requestedDetail: "El restaurante confirmará su reserva en breve.",
    cancelledTitle: "Su reserva está cancelada",
    pastTitle: "Esta reserva ya ha pasado",
    when: "Cuándo",
    party: "Grupo",
    changeUntil: "Puede cambiarla o cancelarla en línea hasta {time}.",
    tooLateToChange: "Para cambiar esta reserva ahora, llame al restaurante.",
    cancel: "Cancelar la reserva",
    change: "Cambiar la reserva",
    addToCalendar: "Añadir a su calendario",
    keepPage: "Guarde esta página: su enlace le permite cambiar o cancelar la reserva.",
    questions: "¿Preguntas? Llame al {phone}.",
    mailSubject: "Su mesa en {name}: {when}",
    mailHello: "Hola, {name}:",
    mailManage: "Para cambiar o cancelar su reserva, abra {link}",
    confirmedByHost: "Su reserva está confirmada",
    changedTitle: "Su reserva ha cambiado",
    reminderDay: "Hasta mañana",
    reminderSoon: "Hasta pronto",
    tableFor: "Una mesa para {party} el {when}.",
    lookForward: "Le esperamos con gusto.",
    manage: "Gestionar su reserva",
    why: "Recibe este correo porque reservó una mesa en {name}.",
    tableReady: "Su mesa está lista",
    tableReadyDetail: "Acérquese a la recepción de {name}.",
    waitlistTitle: "Está en la lista de espera",
    position: "Es el número {n} de la fila.",
    quoted: "La espera estimada es de unos {minutes} minutos.",
    waitlistSeated: "Ya tiene mesa. ¡Buen provecho!",
    waitlistRemoved: "Ya no está en la lista de espera.",
    waitlistWhy: "Recibe esto porque se apuntó a la lista de espera de {name}.",
    cardTitle: "Guarde una tarjeta para reservar su mesa",
    cardDetail:
      "Ahora no se cobra nada. Si nadie viene, el restaurante cobra una tarifa por no presentarse de {fee}.",
    cardNotice:
      "Los grupos de {n} o más guardan una tarjeta para reservar su mesa. No se cobra nada salvo que nadie venga; entonces la tarifa es de {fee}.",
    saveCard: "Guardar tarjeta",
    cardSaved: "Su tarjeta terminada en {last4} garantiza su mesa. No se cobra nada salvo que nadie venga.",
    feeCharged: "Se cobró a su tarjeta una tarifa por no presentarse de {fee}.",
    cardNeedsScript: "Para guardar una tarjeta hace falta JavaScript. Actívelo o llame al restaurante.",
    cardFailed: "No se pudo guardar la tarjeta. Inténtelo de nuevo o use otra tarjeta.",
    cardLoadFailed:
      "No se pudo cargar el formulario de la tarjeta. Compruebe su conexión y recargue la página.",
    stillComing: "¿Sigue en pie su visita?",
    confirmComing: "Sí, vamos",
    guestConfirmed: "Gracias: el restaurante sabe que vienen.",
    confirmOrCancel: "Confirmar o cancelar",
  },
  fr: {
    bookTable: "Réserver une table",
    title: "Réserver une table chez {name}",
    guests: "Personnes",
    partyOne: "1 personne",
    partyMany: "{n} personnes",
    day: "Jour",
    showTimes: "Voir les heures",
    time: "Heure",
    noTimes: "Aucune table n'est libre ce jour-là. Veuillez choisir un autre jour.",
    closedDay: "Le restaurant est fermé ce jour-là. Veuillez choisir un autre jour.",
    chooseTime: "Veuillez choisir une heure.",
    details: "Vos coordonnées",
    name: "Nom",
    phone: "Téléphone",
    email: "E-mail, pour votre confirmation",
    note: "Note pour le restaurant (facultatif)",
    submit: "Réserver la table",
    saveChange: "Enregistrer la modification",
    back: "Retour au menu",
    confirmedTitle: "Votre table est réservée",
    requestedTitle: "Votre demande a été envoyée",
    requestedDetail: "Le restaurant confirmera bientôt votre réservation.",
    cancelledTitle: "Votre réservation est annulée",
    pastTitle: "Cette réservation est passée",
    when: "Quand",
    party: "Groupe",
    changeUntil: "Vous pouvez la modifier ou l'annuler en ligne jusqu'au {time}.",
    tooLateToChange: "Pour modifier cette réservation maintenant, veuillez appeler le restaurant.",
    cancel: "Annuler la réservation",
    change: "Modifier la réservation",
    addToCalendar: "Ajouter à votre agenda",
    keepPage: "Gardez cette page : son lien vous permet de modifier ou d'annuler votre réservation.",
    questions: "Des questions ? Appelez le {phone}.",
    mailSubject: "Votre table chez {name} : {when}",
    mailHello: "Bonjour {name},",
    mailManage: "Pour modifier ou annuler votre réservation, ouvrez {link}",
    confirmedByHost: "Votre réservation est confirmée",
    changedTitle: "Votre réservation a été modifiée",
    reminderDay: "À demain",
    reminderSoon: "À bientôt",
    tableFor: "Une table pour {party} le {when}.",
    lookForward: "Nous avons hâte de vous accueillir.",
    manage: "Gérer votre réservation",
    why: "Vous recevez cet e-mail car vous avez réservé une table chez {name}.",
    tableReady: "Votre table est prête",
    tableReadyDetail: "Veuillez vous présenter à l'accueil de {name}.",
    waitlistTitle: "Vous êtes sur la liste d'attente",
    position: "Vous êtes le numéro {n} dans la file.",
    quoted: "L'attente annoncée est d'environ {minutes} minutes.",
    waitlistSeated: "Vous êtes installés. Bon appétit !",
    waitlistRemoved: "Vous n'êtes plus sur la liste d'attente.",
    waitlistWhy: "Vous recevez ceci car vous vous êtes inscrit sur la liste d'attente de {name}.",
    cardTitle: "Enregistrez une carte pour garantir votre table",
    cardDetail:
      "Rien n'est débité maintenant. Si personne ne vient, le restaurant facture des frais d'absence de {fee}.",
    cardNotice:
      "Les groupes de {n} personnes ou plus enregistrent une carte pour garantir leur table. Rien n'est débité sauf si personne ne vient ; les frais sont alors de {fee}.",
    saveCard: "Enregistrer la carte",
    cardSaved:
      "Votre carte se terminant par {last4} garantit votre table. Rien n'est débité sauf si personne ne vient.",
    feeCharged: "Des frais d'absence de {fee} ont été débités sur votre carte.",
    cardNeedsScript:
      "L'enregistrement d'une carte nécessite JavaScript. Activez-le ou appelez le restaurant.",
    cardFailed: "La carte n'a pas pu être enregistrée. Réessayez ou utilisez une autre carte.",
    cardLoadFailed:
      "Le formulaire de carte n'a pas pu se charger. Vérifiez votre connexion et rechargez la page.",
    stillComing: "Venez-vous toujours ?",
    confirmComing: "Oui, nous venons",
    guestConfirmed: "Merci : le restaurant sait que vous venez.",
    confirmOrCancel: "Confirmer ou annuler",
  },
  de: {
    bookTable: "Tisch reservieren",
    title: "Tisch reservieren bei {name}",
    guests: "Personen",
    partyOne: "1 Person",
    partyMany: "{n} Personen",
    day: "Tag",
    showTimes: "Zeiten anzeigen",
    time: "Uhrzeit",
    noTimes: "An diesem Tag ist kein Tisch frei. Bitte wählen Sie einen anderen Tag.",
    closedDay: "Das Restaurant ist an diesem Tag geschlossen. Bitte wählen Sie einen anderen Tag.",
    chooseTime: "Bitte wählen Sie eine Uhrzeit.",
    details: "Ihre Angaben",
    name: "Name",
    phone: "Telefon",
    email: "E-Mail, für Ihre Bestätigung",
    note: "Hinweis für das Restaurant (optional)",
    submit: "Tisch reservieren",
    saveChange: "Änderung speichern",
    back: "Zurück zur Speisekarte",
    confirmedTitle: "Ihr Tisch ist reserviert",
    requestedTitle: "Ihre Anfrage wurde gesendet",
    requestedDetail: "Das Restaurant bestätigt Ihre Reservierung in Kürze.",
    cancelledTitle: "Ihre Reservierung ist storniert",
    pastTitle: "Diese Reservierung ist vorbei",
    when: "Wann",
    party: "Gruppe",
    changeUntil: "Sie können sie bis {time} online ändern oder stornieren.",
    tooLateToChange: "Um diese Reservierung jetzt zu ändern, rufen Sie bitte das Restaurant an.",
    cancel: "Reservierung stornieren",
    change: "Reservierung ändern",
    addToCalendar: "Zum Kalender hinzufügen",
    keepPage:
      "Bewahren Sie diese Seite auf: Über ihren Link können Sie die Reservierung ändern oder stornieren.",
    questions: "Fragen? Rufen Sie {phone} an.",
    mailSubject: "Ihr Tisch bei {name}: {when}",
    mailHello: "Hallo {name},",
    mailManage: "Um Ihre Reservierung zu ändern oder zu stornieren, öffnen Sie {link}",
    confirmedByHost: "Ihre Reservierung ist bestätigt",
    changedTitle: "Ihre Reservierung wurde geändert",
    reminderDay: "Bis morgen",
    reminderSoon: "Bis bald",
    tableFor: "Ein Tisch für {party} am {when}.",
    lookForward: "Wir freuen uns auf Ihren Besuch.",
    manage: "Reservierung verwalten",
    why: "Sie erhalten diese E-Mail, weil Sie bei {name} einen Tisch reserviert haben.",
    tableReady: "Ihr Tisch ist bereit",
    tableReadyDetail: "Bitte kommen Sie zum Empfang von {name}.",
    waitlistTitle: "Sie stehen auf der Warteliste",
    position: "Sie sind Nummer {n} in der Reihe.",
    quoted: "Die genannte Wartezeit beträgt etwa {minutes} Minuten.",
    waitlistSeated: "Sie haben Ihren Tisch. Guten Appetit!",
    waitlistRemoved: "Sie stehen nicht mehr auf der Warteliste.",
    waitlistWhy: "Sie erhalten dies, weil Sie sich bei {name} auf die Warteliste gesetzt haben.",
    cardTitle: "Hinterlegen Sie eine Karte, um Ihren Tisch zu sichern",
    cardDetail:
      "Jetzt wird nichts belastet. Erscheint niemand, berechnet das Restaurant eine No-Show-Gebühr von {fee}.",
    cardNotice:
      "Gruppen ab {n} Personen hinterlegen eine Karte, um ihren Tisch zu sichern. Belastet wird nur, wenn niemand kommt; die Gebühr beträgt dann {fee}.",
    saveCard: "Karte speichern",
    cardSaved:
      "Ihre Karte mit der Endung {last4} sichert Ihren Tisch. Belastet wird nur, wenn niemand kommt.",
    feeCharged: "Ihre Karte wurde mit einer No-Show-Gebühr von {fee} belastet.",
    cardNeedsScript:
      "Zum Speichern einer Karte wird JavaScript benötigt. Bitte aktivieren Sie es oder rufen Sie das Restaurant an.",
    cardFailed:
      "Die Karte konnte nicht gespeichert werden. Bitte versuchen Sie es erneut oder nutzen Sie eine andere Karte.",
    cardLoadFailed:
      "Das Kartenformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
    stillComing: "Kommen Sie noch?",
    confirmComing: "Ja, wir kommen",
    guestConfirmed: "Danke: Das Restaurant weiß, dass Sie kommen.",
    confirmOrCancel: "Bestätigen oder stornieren",
  },
  it: {
    bookTable: "Prenota un tavolo",
    title: "Prenota un tavolo da {name}",
    guests: "Persone",
    partyOne: "1 persona",
    partyMany: "{n} persone",
    day: "Giorno",
    showTimes: "Mostra gli orari",
    time: "Orario",
    noTimes: "Nessun tavolo è libero in questo giorno. Scegli un altro giorno.",
    closedDay: "Il ristorante è chiuso in questo giorno. Scegli un altro giorno.",
    chooseTime: "Scegli un orario.",
    details: "I tuoi dati",
    name: "Nome",
    phone: "Telefono",
    email: "Email, per la tua conferma",
    note: "Nota per il ristorante (facoltativa)",
    submit: "Prenota il tavolo",
    saveChange: "Salva la modifica",
    back: "Torna al menu",
    confirmedTitle: "Il tuo tavolo è prenotato",
    requestedTitle: "La tua richiesta è stata inviata",
    requestedDetail: "Il ristorante confermerà presto la tua prenotazione.",
    cancelledTitle: "La tua prenotazione è annullata",
    pastTitle: "Questa prenotazione è passata",
    when: "Quando",
    party: "Gruppo",
    changeUntil: "Puoi modificarla o annullarla online fino a {time}.",
    tooLateToChange: "Per modificare ora questa prenotazione, chiama il ristorante.",
    cancel: "Annulla la prenotazione",
    change: "Modifica la prenotazione",
    addToCalendar: "Aggiungi al calendario",
    keepPage: "Conserva questa pagina: il suo link ti permette di modificare o annullare la prenotazione.",
    questions: "Domande? Chiama il {phone}.",
    mailSubject: "Il tuo tavolo da {name}: {when}",
    mailHello: "Ciao {name},",
    mailManage: "Per modificare o annullare la prenotazione, apri {link}",
    confirmedByHost: "La tua prenotazione è confermata",
    changedTitle: "La tua prenotazione è stata modificata",
    reminderDay: "A domani",
    reminderSoon: "A presto",
    tableFor: "Un tavolo per {party} il {when}.",
    lookForward: "Ti aspettiamo con piacere.",
    manage: "Gestisci la prenotazione",
    why: "Ricevi questa email perché hai prenotato un tavolo da {name}.",
    tableReady: "Il tuo tavolo è pronto",
    tableReadyDetail: "Vieni all'accoglienza di {name}.",
    waitlistTitle: "Sei in lista d'attesa",
    position: "Sei il numero {n} in fila.",
    quoted: "L'attesa indicata è di circa {minutes} minuti.",
    waitlistSeated: "Sei al tavolo. Buon appetito!",
    waitlistRemoved: "Non sei più in lista d'attesa.",
    waitlistWhy: "Ricevi questo messaggio perché ti sei messo in lista d'attesa da {name}.",
    cardTitle: "Salva una carta per garantire il tuo tavolo",
    cardDetail:
      "Ora non viene addebitato nulla. Se non viene nessuno, il ristorante addebita una penale di {fee}.",
    cardNotice:
      "I gruppi di {n} o più persone salvano una carta per garantire il tavolo. Non viene addebitato nulla a meno che non venga nessuno; in quel caso la penale è di {fee}.",
    saveCard: "Salva carta",
    cardSaved:
      "La tua carta che termina con {last4} garantisce il tuo tavolo. Non viene addebitato nulla a meno che non venga nessuno.",
    feeCharged: "Sulla tua carta è stata addebitata una penale per mancata presentazione di {fee}.",
    cardNeedsScript: "Per salvare una carta serve JavaScript. Attivalo o chiama il ristorante.",
    cardFailed: "Non è stato possibile salvare la carta. Riprova o usa un'altra carta.",
    cardLoadFailed:
      "Non è stato possibile caricare il modulo della carta. Controlla la connessione e ricarica la pagina.",
    stillComing: "Venite ancora?",
    confirmComing: "Sì, veniamo",
    guestConfirmed: "Grazie: il ristorante sa che arrivate.",
    confirmOrCancel: "Conferma o annulla",
  },
  pt: {
    bookTable: "Reservar mesa",
    title: "Reservar mesa em {name}",
    guests: "Pessoas",
    partyOne: "1 pessoa",
    partyMany: "{n} pessoas",
    day: "Dia",
    showTimes: "Ver horários",
    time: "Horário",
    noTimes: "Não há mesas livres neste dia. Escolha outro dia.",
    closedDay: "O restaurante está fechado neste dia. Escolha outro dia.",
    chooseTime: "Escolha um horário.",
    details: "Os seus dados",
    name: "Nome",
    phone: "Telefone",
    email: "E-mail, para a sua confirmação",
    note: "Nota para o restaurante (opcional)",
    submit: "Reservar a mesa",
    saveChange: "Guardar a alteração",
    back: "Voltar ao menu",
    confirmedTitle: "A sua mesa está reservada",
    requestedTitle: "O seu pedido foi enviado",
    requestedDetail: "O restaurante vai confirmar a sua reserva em breve.",
    cancelledTitle: "A sua reserva está cancelada",
    pastTitle: "Esta reserva já passou",
    when: "Quando",
    party: "Grupo",
    changeUntil: "Pode alterá-la ou cancelá-la online até {time}.",
    tooLateToChange: "Para alterar esta reserva agora, ligue para o restaurante.",
    cancel: "Cancelar a reserva",
    change: "Alterar a reserva",
    addToCalendar: "Adicionar ao calendário",
    keepPage: "Guarde esta página: o seu link permite alterar ou cancelar a reserva.",
    questions: "Dúvidas? Ligue para {phone}.",
    mailSubject: "A sua mesa em {name}: {when}",
    mailHello: "Olá, {name},",
    mailManage: "Para alterar ou cancelar a sua reserva, abra {link}",
    confirmedByHost: "A sua reserva está confirmada",
    changedTitle: "A sua reserva foi alterada",
    reminderDay: "Até amanhã",
    reminderSoon: "Até já",
    tableFor: "Uma mesa para {party} em {when}.",
    lookForward: "Esperamos por si.",
    manage: "Gerir a sua reserva",
    why: "Recebe este e-mail porque reservou uma mesa em {name}.",
    tableReady: "A sua mesa está pronta",
    tableReadyDetail: "Dirija-se à receção de {name}.",
    waitlistTitle: "Está na lista de espera",
    position: "É o número {n} na fila.",
    quoted: "A espera indicada é de cerca de {minutes} minutos.",
    waitlistSeated: "Já tem mesa. Bom apetite!",
    waitlistRemoved: "Já não está na lista de espera.",
    waitlistWhy: "Recebe isto porque entrou na lista de espera de {name}.",
    cardTitle: "Guarde um cartão para garantir a sua mesa",
    cardDetail:
      "Nada é cobrado agora. Se ninguém vier, o restaurante cobra uma taxa de não comparecimento de {fee}.",
    cardNotice:
      "Grupos de {n} ou mais guardam um cartão para garantir a mesa. Nada é cobrado a menos que ninguém venha; nesse caso a taxa é de {fee}.",
    saveCard: "Guardar cartão",
    cardSaved:
      "O seu cartão terminado em {last4} garante a sua mesa. Nada é cobrado a menos que ninguém venha.",
    feeCharged: "Foi cobrada no seu cartão uma taxa de não comparecimento de {fee}.",
    cardNeedsScript: "Para guardar um cartão é preciso JavaScript. Ative-o ou ligue para o restaurante.",
    cardFailed: "Não foi possível guardar o cartão. Tente novamente ou use outro cartão.",
    cardLoadFailed:
      "Não foi possível carregar o formulário do cartão. Verifique a sua ligação e recarregue a página.",
    stillComing: "Ainda vem?",
    confirmComing: "Sim, vamos",
    guestConfirmed: "Obrigado: o restaurante sabe que vêm.",
    confirmOrCancel: "Confirmar ou cancelar",
  },
  zh: {
    bookTable: "订座",
    title: "在 {name} 订座",
    guests: "人数",
    partyOne: "1 位",
    partyMany: "{n} 位",
    day: "日期",
    showTimes: "查看时间",
    time: "时间",
    noTimes: "当天没有空桌。请选择其他日期。",
    closedDay: "餐厅当天不营业。请选择其他日期。",
    chooseTime: "请选择时间。",
    details: "您的信息",
    name: "姓名",
    phone: "电话",
    email: "电子邮件，用于接收确认",
    note: "给餐厅的备注（可选）",
    submit: "确认订座",
    saveChange: "保存更改",
    back: "返回菜单",
    confirmedTitle: "您的座位已预订",
    requestedTitle: "您的请求已发送",
    requestedDetail: "餐厅将很快确认您的预订。",
    cancelledTitle: "您的预订已取消",
    pastTitle: "此预订已过期",
    when: "时间",
    party: "人数",
    changeUntil: "您可以在 {time} 之前在线更改或取消。",
    tooLateToChange: "如需现在更改此预订，请致电餐厅。",
    cancel: "取消预订",
    change: "更改预订",
    addToCalendar: "添加到日历",
    keepPage: "请保存此页面：通过其链接可以更改或取消预订。",
    questions: "有疑问？请致电 {phone}。",
    mailSubject: "您在 {name} 的座位：{when}",
    mailHello: "{name}，您好：",
    mailManage: "如需更改或取消预订，请打开 {link}",
    confirmedByHost: "您的预订已确认",
    changedTitle: "您的预订已更改",
    reminderDay: "明天见",
    reminderSoon: "稍后见",
    tableFor: "{when}，{party}的座位。",
    lookForward: "期待您的光临。",
    manage: "管理您的预订",
    why: "您收到此邮件是因为您在 {name} 预订了座位。",
    tableReady: "您的座位已准备好",
    tableReadyDetail: "请到 {name} 的接待处。",
    waitlistTitle: "您已在候位名单中",
    position: "您排在第 {n} 位。",
    quoted: "预计等候约 {minutes} 分钟。",
    waitlistSeated: "您已入座。祝您用餐愉快！",
    waitlistRemoved: "您已不在候位名单中。",
    waitlistWhy: "您收到此消息是因为您在 {name} 登记了候位。",
    cardTitle: "保存一张银行卡以保留您的餐桌",
    cardDetail: "现在不会扣款。如无人到店，餐厅将收取 {fee} 的爽约费。",
    cardNotice:
      "{n} 人及以上的预订需保存一张银行卡以保留餐桌。除非无人到店，否则不会扣款；无人到店时收取 {fee} 的爽约费。",
    saveCard: "保存银行卡",
    cardSaved: "尾号为 {last4} 的银行卡已为您保留餐桌。除非无人到店，否则不会扣款。",
    feeCharged: "已从您的银行卡扣除 {fee} 的爽约费。",
    cardNeedsScript: "保存银行卡需要启用 JavaScript。请启用它，或致电餐厅。",
    cardFailed: "无法保存银行卡。请重试或使用其他银行卡。",
    cardLoadFailed: "银行卡表单无法加载。请检查网络连接后刷新页面。",
    stillComing: "您还会来吗？",
    confirmComing: "是的，我们会来",
    guestConfirmed: "谢谢：餐厅已知道您会到店。",
    confirmOrCancel: "确认或取消",
  },
  ar: {
    bookTable: "احجز طاولة",
    title: "احجز طاولة في {name}",
    guests: "الأشخاص",
    partyOne: "شخص واحد",
    partyMany: "{n} أشخاص",
    day: "اليوم",
    showTimes: "عرض الأوقات",
    time: "الوقت",
    noTimes: "لا توجد طاولة متاحة في هذا اليوم. يرجى اختيار يوم آخر.",
    closedDay: "المطعم مغلق في هذا اليوم. يرجى اختيار يوم آخر.",
    chooseTime: "يرجى اختيار وقت.",
    details: "بياناتك",
    name: "الاسم",
    phone: "الهاتف",
    email: "البريد الإلكتروني، لتلقي التأكيد",
    note: "ملاحظة للمطعم (اختيارية)",
    submit: "احجز الطاولة",
    saveChange: "احفظ التغيير",
    back: "العودة إلى القائمة",
    confirmedTitle: "تم حجز طاولتك",
    requestedTitle: "تم إرسال طلبك",
    requestedDetail: "سيؤكد المطعم حجزك قريبًا.",
    cancelledTitle: "تم إلغاء حجزك",
    pastTitle: "انتهى موعد هذا الحجز",
    when: "الموعد",
    party: "المجموعة",
    changeUntil: "يمكنك التغيير أو الإلغاء عبر الإنترنت حتى {time}.",
    tooLateToChange: "لتغيير هذا الحجز الآن، يرجى الاتصال بالمطعم.",
    cancel: "إلغاء الحجز",
    change: "تغيير الحجز",
    addToCalendar: "أضف إلى التقويم",
    keepPage: "احتفظ بهذه الصفحة: يتيح لك رابطها تغيير الحجز أو إلغاءه.",
    questions: "أسئلة؟ اتصل على {phone}.",
    mailSubject: "طاولتك في {name}: {when}",
    mailHello: "مرحبًا {name}،",
    mailManage: "لتغيير حجزك أو إلغائه، افتح {link}",
    confirmedByHost: "تم تأكيد حجزك",
    changedTitle: "تم تغيير حجزك",
    reminderDay: "نراك غدًا",
    reminderSoon: "نراك قريبًا",
    tableFor: "طاولة لـ {party} في {when}.",
    lookForward: "نتطلع إلى استقبالك.",
    manage: "إدارة حجزك",
    why: "تصلك هذه الرسالة لأنك حجزت طاولة في {name}.",
    tableReady: "طاولتك جاهزة",
    tableReadyDetail: "يرجى التوجه إلى مكتب الاستقبال في {name}.",
    waitlistTitle: "أنت على قائمة الانتظار",
    position: "أنت رقم {n} في الدور.",
    quoted: "مدة الانتظار المقدرة نحو {minutes} دقيقة.",
    waitlistSeated: "تم إجلاسك. بالهناء والشفاء!",
    waitlistRemoved: "لم تعد على قائمة الانتظار.",
    waitlistWhy: "تصلك هذه الرسالة لأنك انضممت إلى قائمة الانتظار في {name}.",
    cardTitle: "احفظ بطاقة لضمان طاولتك",
    cardDetail: "لن يُخصم أي مبلغ الآن. إذا لم يحضر أحد، يفرض المطعم رسوم عدم حضور قدرها {fee}.",
    cardNotice:
      "تحفظ المجموعات المكوّنة من {n} أشخاص أو أكثر بطاقة لضمان طاولتها. لا يُخصم شيء إلا إذا لم يحضر أحد، وعندها تكون الرسوم {fee}.",
    saveCard: "حفظ البطاقة",
    cardSaved: "بطاقتك المنتهية بـ {last4} تضمن طاولتك. لا يُخصم شيء إلا إذا لم يحضر أحد.",
    feeCharged: "تم خصم رسوم عدم حضور قدرها {fee} من بطاقتك.",
    cardNeedsScript: "يتطلب حفظ البطاقة تفعيل JavaScript. يرجى تفعيله أو الاتصال بالمطعم.",
    cardFailed: "تعذّر حفظ البطاقة. يرجى المحاولة مرة أخرى أو استخدام بطاقة أخرى.",
    cardLoadFailed: "تعذّر تحميل نموذج البطاقة. يرجى التحقق من اتصالك وإعادة تحميل الصفحة.",
    stillComing: "هل ما زلت قادمًا؟",
    confirmComing: "نعم، سنحضر",
    guestConfirmed: "شكرًا: المطعم يعلم أنكم قادمون.",
    confirmOrCancel: "تأكيد أو إلغاء",
  },
};

export function bookingWords(lang: string | null | undefined): BookingWords {
  return WORDS[wordedLanguage(lang)];
}

/** "1 guest", "4 guests" in the guest's language. */
export function partyText(words: BookingWords, party: number): string {
  return party === 1 ? words.partyOne : fill(words.partyMany, { n: party });
}
