import type { Language } from "./languages";

/**
 * The fixed texts of the imprint made from the company's details, in every supported language. The API answers
 * that imprint too (and the server never imports the public site's catalogs), so they live here; each public
 * catalog takes its language's texts from here (`imprint`), and the footer's link and the page's standard title
 * are `title`. Plain data without zod.
 */
export interface ImprintTexts {
  /** The page's standard title and the footer link. */
  title: string;
  /** Heading over the company's name and address. */
  provider: string;
  legalForm: string;
  /** Before the names of the managing directors. */
  representedBy: string;
  contact: string;
  phone: string;
  email: string;
  /** Heading over the register court and number. */
  register: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  supervisoryAuthority: string;
}

export const IMPRINT_TEXTS: Record<Language, ImprintTexts> = {
  en: {
    title: "Imprint",
    provider: "Service provider",
    legalForm: "Legal form",
    representedBy: "Represented by",
    contact: "Contact",
    phone: "Phone",
    email: "E-mail",
    register: "Register entry",
    registerCourt: "Register court",
    registerNumber: "Register number",
    vatId: "VAT identification number",
    supervisoryAuthority: "Supervisory authority",
  },
  de: {
    title: "Impressum",
    provider: "Diensteanbieter",
    legalForm: "Rechtsform",
    representedBy: "Vertreten durch",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    register: "Registereintrag",
    registerCourt: "Registergericht",
    registerNumber: "Registernummer",
    vatId: "Umsatzsteuer-Identifikationsnummer",
    supervisoryAuthority: "Aufsichtsbehörde",
  },
  fr: {
    title: "Mentions légales",
    provider: "Éditeur du site",
    legalForm: "Forme juridique",
    representedBy: "Représentée par",
    contact: "Contact",
    phone: "Téléphone",
    email: "E-mail",
    register: "Immatriculation",
    registerCourt: "Greffe du tribunal",
    registerNumber: "Numéro d'immatriculation",
    vatId: "Numéro de TVA intracommunautaire",
    supervisoryAuthority: "Autorité de contrôle",
  },
  es: {
    title: "Aviso legal",
    provider: "Titular del sitio",
    legalForm: "Forma jurídica",
    representedBy: "Representada por",
    contact: "Contacto",
    phone: "Teléfono",
    email: "Correo electrónico",
    register: "Datos registrales",
    registerCourt: "Registro",
    registerNumber: "Número de inscripción",
    vatId: "Número de IVA intracomunitario",
    supervisoryAuthority: "Autoridad de supervisión",
  },
  it: {
    title: "Note legali",
    provider: "Titolare del sito",
    legalForm: "Forma giuridica",
    representedBy: "Rappresentata da",
    contact: "Contatti",
    phone: "Telefono",
    email: "E-mail",
    register: "Iscrizione al registro",
    registerCourt: "Registro delle imprese",
    registerNumber: "Numero di iscrizione",
    vatId: "Partita IVA",
    supervisoryAuthority: "Autorità di vigilanza",
  },
  nl: {
    title: "Colofon",
    provider: "Aanbieder",
    legalForm: "Rechtsvorm",
    representedBy: "Vertegenwoordigd door",
    contact: "Contact",
    phone: "Telefoon",
    email: "E-mail",
    register: "Inschrijving in het register",
    registerCourt: "Registerrechtbank",
    registerNumber: "Registernummer",
    vatId: "Btw-identificatienummer",
    supervisoryAuthority: "Toezichthouder",
  },
  pl: {
    title: "Nota prawna",
    provider: "Usługodawca",
    legalForm: "Forma prawna",
    representedBy: "Reprezentowana przez",
    contact: "Kontakt",
    phone: "Telefon",
    email: "E-mail",
    register: "Wpis do rejestru",
    registerCourt: "Sąd rejestrowy",
    registerNumber: "Numer w rejestrze",
    vatId: "Numer identyfikacyjny VAT",
    supervisoryAuthority: "Organ nadzoru",
  },
  "pt-BR": {
    title: "Informações legais",
    provider: "Responsável pelo site",
    legalForm: "Forma jurídica",
    representedBy: "Representada por",
    contact: "Contato",
    phone: "Telefone",
    email: "E-mail",
    register: "Registro comercial",
    registerCourt: "Órgão de registro",
    registerNumber: "Número de registro",
    vatId: "Número de identificação de IVA",
    supervisoryAuthority: "Autoridade supervisora",
  },
};
