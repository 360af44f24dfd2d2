import type { Language } from "../../../../common/i18n/languages";

/**
 * The texts of the plain pages (shown without the built page renderer, so they cannot come from the public
 * site's catalogs), in every supported language. `{name}` is the company's name.
 */
export interface PlainTexts {
  pageNotFound: string;
  notFound: string;
  questions: string;
  home: string;
  terms: string;
  privacy: string;
  maintenanceTitle: string;
  downForMaintenance: string;
  maintenanceMessage: string;
  systemStatus: string;
}

export const PLAIN_TEXTS: Record<Language, PlainTexts> = {
  en: {
    pageNotFound: "Page not found",
    notFound: "The page you are looking for does not exist.",
    questions: "Questions? Write to",
    home: "Home",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    maintenanceTitle: "Down for maintenance",
    downForMaintenance: "{name} is down for maintenance",
    maintenanceMessage: "We are carrying out scheduled maintenance and will be back shortly. Thank you for your patience.",
    systemStatus: "System status:",
  },
  de: {
    pageNotFound: "Seite nicht gefunden",
    notFound: "Die gesuchte Seite existiert nicht.",
    questions: "Fragen? Schreiben Sie an",
    home: "Startseite",
    terms: "AGB",
    privacy: "Datenschutzerklärung",
    maintenanceTitle: "Wartungsarbeiten",
    downForMaintenance: "{name} wird gerade gewartet",
    maintenanceMessage: "Wir führen geplante Wartungsarbeiten durch und sind in Kürze wieder da. Vielen Dank für Ihre Geduld.",
    systemStatus: "Systemstatus:",
  },
  fr: {
    pageNotFound: "Page introuvable",
    notFound: "La page que vous cherchez n'existe pas.",
    questions: "Des questions ? Écrivez à",
    home: "Accueil",
    terms: "Conditions d'utilisation",
    privacy: "Politique de confidentialité",
    maintenanceTitle: "En maintenance",
    downForMaintenance: "{name} est en maintenance",
    maintenanceMessage: "Nous effectuons une maintenance planifiée et serons de retour très bientôt. Merci de votre patience.",
    systemStatus: "État du système :",
  },
  es: {
    pageNotFound: "Página no encontrada",
    notFound: "La página que buscas no existe.",
    questions: "¿Preguntas? Escribe a",
    home: "Inicio",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    maintenanceTitle: "En mantenimiento",
    downForMaintenance: "{name} está en mantenimiento",
    maintenanceMessage: "Estamos realizando un mantenimiento programado y volveremos en breve. Gracias por tu paciencia.",
    systemStatus: "Estado del sistema:",
  },
  it: {
    pageNotFound: "Pagina non trovata",
    notFound: "La pagina che cerchi non esiste.",
    questions: "Domande? Scrivi a",
    home: "Home",
    terms: "Termini di servizio",
    privacy: "Informativa sulla privacy",
    maintenanceTitle: "In manutenzione",
    downForMaintenance: "{name} è in manutenzione",
    maintenanceMessage: "Stiamo eseguendo una manutenzione programmata e torneremo a breve. Grazie per la pazienza.",
    systemStatus: "Stato del sistema:",
  },
  nl: {
    pageNotFound: "Pagina niet gevonden",
    notFound: "De pagina die u zoekt bestaat niet.",
    questions: "Vragen? Schrijf naar",
    home: "Home",
    terms: "Servicevoorwaarden",
    privacy: "Privacybeleid",
    maintenanceTitle: "Onderhoud",
    downForMaintenance: "{name} is in onderhoud",
    maintenanceMessage: "We voeren gepland onderhoud uit en zijn zo weer terug. Bedankt voor uw geduld.",
    systemStatus: "Systeemstatus:",
  },
  pl: {
    pageNotFound: "Nie znaleziono strony",
    notFound: "Strona, której szukasz, nie istnieje.",
    questions: "Pytania? Napisz na",
    home: "Strona główna",
    terms: "Regulamin",
    privacy: "Polityka prywatności",
    maintenanceTitle: "Prace konserwacyjne",
    downForMaintenance: "{name}: trwają prace konserwacyjne",
    maintenanceMessage: "Prowadzimy zaplanowane prace konserwacyjne i wkrótce wrócimy. Dziękujemy za cierpliwość.",
    systemStatus: "Status systemu:",
  },
  "pt-BR": {
    pageNotFound: "Página não encontrada",
    notFound: "A página que você procura não existe.",
    questions: "Dúvidas? Escreva para",
    home: "Início",
    terms: "Termos de Serviço",
    privacy: "Política de Privacidade",
    maintenanceTitle: "Em manutenção",
    downForMaintenance: "{name} está em manutenção",
    maintenanceMessage: "Estamos realizando uma manutenção programada e voltaremos em breve. Obrigado pela paciência.",
    systemStatus: "Status do sistema:",
  },
};

/** The plain pages' texts in a language (English for any other). */
export function plainTextsFor(language: Language | undefined): PlainTexts {
  return (language && PLAIN_TEXTS[language]) || PLAIN_TEXTS.en;
}
