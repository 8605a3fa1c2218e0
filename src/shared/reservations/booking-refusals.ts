import { fill } from "../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// Why a guest's booking, change or cancellation is refused, in the eight languages the guest page speaks
// (`?lang=`; English otherwise). `{name}`-style holes are filled by `fill`.

interface RefusalWords {
  off: string;
  /** `{min}`, `{max}`: the party sizes the restaurant books. */
  partySize: string;
  /** `{minutes}`: the notice the restaurant asks for. */
  tooSoon: string;
  dayPast: string;
  /** `{days}`: how far ahead the restaurant books. */
  tooFar: string;
  closed: string;
  offGrid: string;
  full: string;
  tooLate: string;
  phoneInvalid: string;
  cancelled: string;
}

const WORDS: Record<WordedLanguage, RefusalWords> = {
  en: {
    off: "This restaurant is not taking table bookings online.",
    partySize: "Please choose a party of {min} to {max} guests.",
    tooSoon: "Please choose a later time: tables are booked at least {minutes} minutes ahead.",
    dayPast: "Please choose today or a later day.",
    tooFar: "Tables can be booked up to {days} days ahead. Please choose an earlier day.",
    closed: "The restaurant is closed at that time. Please choose another time.",
    offGrid: "Please choose one of the times offered.",
    full: "There is no table left at that time. Please choose another time.",
    tooLate: "This booking can no longer be changed online. Please call the restaurant.",
    phoneInvalid: "Please enter a valid phone number.",
    cancelled: "This booking was cancelled and can no longer be changed.",
  },
  es: {
    off: "Este restaurante no acepta reservas en línea.",
    partySize: "Elija un grupo de {min} a {max} personas.",
    tooSoon: "Elija una hora más tarde: las mesas se reservan con al menos {minutes} minutos de antelación.",
    dayPast: "Elija hoy o un día posterior.",
    tooFar: "Las mesas se pueden reservar hasta con {days} días de antelación. Elija un día más cercano.",
    closed: "El restaurante está cerrado a esa hora. Elija otra hora.",
    offGrid: "Elija una de las horas ofrecidas.",
    full: "No queda ninguna mesa a esa hora. Elija otra hora.",
    tooLate: "Esta reserva ya no se puede cambiar en línea. Llame al restaurante.",
    phoneInvalid: "Introduzca un número de teléfono válido.",
    cancelled: "Esta reserva se canceló y ya no se puede cambiar.",
  },
  fr: {
    off: "Ce restaurant ne prend pas de réservations en ligne.",
    partySize: "Veuillez choisir un groupe de {min} à {max} personnes.",
    tooSoon:
      "Veuillez choisir une heure plus tardive : les tables se réservent au moins {minutes} minutes à l'avance.",
    dayPast: "Veuillez choisir aujourd'hui ou un jour suivant.",
    tooFar: "Les tables se réservent jusqu'à {days} jours à l'avance. Veuillez choisir un jour plus proche.",
    closed: "Le restaurant est fermé à cette heure. Veuillez choisir une autre heure.",
    offGrid: "Veuillez choisir l'une des heures proposées.",
    full: "Il ne reste aucune table à cette heure. Veuillez choisir une autre heure.",
    tooLate: "Cette réservation ne peut plus être modifiée en ligne. Veuillez appeler le restaurant.",
    phoneInvalid: "Veuillez saisir un numéro de téléphone valide.",
    cancelled: "Cette réservation a été annulée et ne peut plus être modifiée.",
  },
  de: {
    off: "Dieses Restaurant nimmt keine Tischreservierungen online an.",
    partySize: "Bitte wählen Sie eine Gruppe von {min} bis {max} Personen.",
    tooSoon:
      "Bitte wählen Sie eine spätere Zeit: Tische werden mindestens {minutes} Minuten im Voraus reserviert.",
    dayPast: "Bitte wählen Sie heute oder einen späteren Tag.",
    tooFar:
      "Tische können bis zu {days} Tage im Voraus reserviert werden. Bitte wählen Sie einen früheren Tag.",
    closed: "Das Restaurant ist zu dieser Zeit geschlossen. Bitte wählen Sie eine andere Zeit.",
    offGrid: "Bitte wählen Sie eine der angebotenen Zeiten.",
    full: "Zu dieser Zeit ist kein Tisch mehr frei. Bitte wählen Sie eine andere Zeit.",
    tooLate: "Diese Reservierung kann online nicht mehr geändert werden. Bitte rufen Sie das Restaurant an.",
    phoneInvalid: "Bitte geben Sie eine gültige Telefonnummer ein.",
    cancelled: "Diese Reservierung wurde storniert und kann nicht mehr geändert werden.",
  },
  it: {
    off: "Questo ristorante non accetta prenotazioni online.",
    partySize: "Scegli un gruppo da {min} a {max} persone.",
    tooSoon: "Scegli un orario più tardi: i tavoli si prenotano con almeno {minutes} minuti di anticipo.",
    dayPast: "Scegli oggi o un giorno successivo.",
    tooFar: "I tavoli si possono prenotare fino a {days} giorni prima. Scegli un giorno più vicino.",
    closed: "A quell'ora il ristorante è chiuso. Scegli un altro orario.",
    offGrid: "Scegli uno degli orari proposti.",
    full: "A quell'ora non c'è più nessun tavolo libero. Scegli un altro orario.",
    tooLate: "Questa prenotazione non si può più modificare online. Chiama il ristorante.",
    phoneInvalid: "Inserisci un numero di telefono valido.",
    cancelled: "Questa prenotazione è stata annullata e non si può più modificare.",
  },
  pt: {
    off: "Este restaurante não aceita reservas online.",
    partySize: "Escolha um grupo de {min} a {max} pessoas.",
    tooSoon:
      "Escolha um horário mais tarde: as mesas são reservadas com pelo menos {minutes} minutos de antecedência.",
    dayPast: "Escolha hoje ou um dia posterior.",
    tooFar: "As mesas podem ser reservadas com até {days} dias de antecedência. Escolha um dia mais próximo.",
    closed: "O restaurante está fechado nesse horário. Escolha outro horário.",
    offGrid: "Escolha um dos horários oferecidos.",
    full: "Não há mais mesas nesse horário. Escolha outro horário.",
    tooLate: "Esta reserva já não pode ser alterada online. Ligue para o restaurante.",
    phoneInvalid: "Introduza um número de telefone válido.",
    cancelled: "Esta reserva foi cancelada e já não pode ser alterada.",
  },
  zh: {
    off: "本餐厅不接受在线订座。",
    partySize: "请选择 {min} 至 {max} 位客人。",
    tooSoon: "请选择更晚的时间：订座需至少提前 {minutes} 分钟。",
    dayPast: "请选择今天或之后的日期。",
    tooFar: "最多可提前 {days} 天订座。请选择更近的日期。",
    closed: "餐厅在该时间不营业。请选择其他时间。",
    offGrid: "请选择所提供的时间之一。",
    full: "该时间已无空桌。请选择其他时间。",
    tooLate: "此预订已无法在线更改。请致电餐厅。",
    phoneInvalid: "请输入有效的电话号码。",
    cancelled: "此预订已取消，无法再更改。",
  },
  ar: {
    off: "لا يقبل هذا المطعم حجز الطاولات عبر الإنترنت.",
    partySize: "يرجى اختيار مجموعة من {min} إلى {max} أشخاص.",
    tooSoon: "يرجى اختيار وقت لاحق: تُحجز الطاولات قبل {minutes} دقيقة على الأقل.",
    dayPast: "يرجى اختيار اليوم أو يوم لاحق.",
    tooFar: "يمكن حجز الطاولات قبل {days} يومًا كحد أقصى. يرجى اختيار يوم أقرب.",
    closed: "المطعم مغلق في ذلك الوقت. يرجى اختيار وقت آخر.",
    offGrid: "يرجى اختيار أحد الأوقات المعروضة.",
    full: "لم تتبق أي طاولة في ذلك الوقت. يرجى اختيار وقت آخر.",
    tooLate: "لم يعد من الممكن تغيير هذا الحجز عبر الإنترنت. يرجى الاتصال بالمطعم.",
    phoneInvalid: "يرجى إدخال رقم هاتف صالح.",
    cancelled: "تم إلغاء هذا الحجز ولم يعد من الممكن تغييره.",
  },
};

/** The refusals in the guest's language, their holes filled. */
export function bookingRefusals(lang: string | null | undefined) {
  const words = WORDS[wordedLanguage(lang)];
  return {
    ...words,
    partySize: (min: number, max: number) => fill(words.partySize, { min, max }),
    tooSoon: (minutes: number) => fill(words.tooSoon, { minutes }),
    tooFar: (days: number) => fill(words.tooFar, { days }),
  };
}
