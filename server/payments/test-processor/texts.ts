import type { cardMessages } from './card';
import type { TestCardOutcome } from './test-cards';

/**
 * Every text of the test processor's pages, per language, chosen by the session's `shopperLocale`.
 * `{amount}` and `{merchant}` are filled in by the page.
 */
export interface TestProcessorTexts {
  /** The BCP 47 tag of the page's `lang` and of the amount's formatting. */
  lang: string;
  pageTitle: string;
  testModeBanner: string;
  testModeDetail: string;
  testCardsCaption: string;
  testCardColumn: string;
  outcomeColumn: string;
  outcomes: {
    authorise: string;
    authorise_then_refuse_stored: string;
    challenge: string;
    refuse: Record<string, string>;
  };
  anyFutureExpiry: string;
  payTo: string;
  amountLabel: string;
  holderName: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  cvcHint: string;
  pay: string;
  cancel: string;
  errorSummary: string;
  cardErrors: Record<keyof typeof cardMessages, string>;
  challengeTitle: string;
  challengeText: string;
  approve: string;
  deny: string;
  expiredTitle: string;
  expiredText: string;
  finishedTitle: string;
  finishedText: string;
  notFoundTitle: string;
  notFoundText: string;
  backToMerchant: string;
  /** A refused card, shown above the form again; `{reason}` is the refusal's words from `outcomes.refuse`. */
  refusedAlert: string;
}

const en: TestProcessorTexts = {
  lang: 'en',
  pageTitle: 'Card payment',
  testModeBanner: 'TEST MODE — no real money',
  testModeDetail: 'This is the local test processor. Use one of the test cards below; real cards are refused.',
  testCardsCaption: 'Test cards',
  testCardColumn: 'Card number',
  outcomeColumn: 'Outcome',
  outcomes: {
    authorise: 'Succeeds',
    authorise_then_refuse_stored: 'Succeeds; later holds on the saved card are refused',
    challenge: 'Asks for a 3-D Secure check',
    refuse: {
      '3D Not Authenticated': 'Not confirmed by the card issuer (3-D Secure)',
      Refused: 'Declined',
      'Not enough balance': 'Insufficient funds',
      'Expired Card': 'Expired card',
      'CVC Declined': 'Wrong security code',
      'Acquirer Error': 'Processing error',
    },
  },
  anyFutureExpiry: 'Any future expiry date and any security code of the right length.',
  payTo: 'Pay to {merchant}',
  amountLabel: 'Amount',
  holderName: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  cvcHint: '3 digits on the back, 4 on the front of American Express',
  pay: 'Pay {amount}',
  cancel: 'Cancel and go back',
  errorSummary: 'Check the card details',
  cardErrors: {
    cardRequired: 'Enter the card details',
    numberRequired: 'Enter the card number',
    numberInvalid: 'The card number is not valid',
    expiryRequired: 'Enter the expiry date',
    expiryInvalid: 'The expiry date is not valid (MM/YY)',
    expired: 'The card has expired',
    cvcRequired: 'Enter the security code',
    cvcInvalid: 'The security code is not valid',
    holderNameRequired: 'Enter the name on the card',
  },
  challengeTitle: '3-D Secure check',
  challengeText:
    'Your bank asks you to confirm this payment of {amount} to {merchant}. In test mode, choose the answer.',
  approve: 'Approve',
  deny: 'Deny',
  expiredTitle: 'This payment has expired',
  expiredText: 'The time to pay has run out. Go back and start the payment again.',
  finishedTitle: 'This payment is finished',
  finishedText: 'This payment can be made only once.',
  notFoundTitle: 'Payment not found',
  notFoundText: 'This payment link is not valid.',
  backToMerchant: 'Back to {merchant}',
  refusedAlert: 'The card was declined: {reason}. No money was taken. You can try another card.',
};

const is: TestProcessorTexts = {
  lang: 'is',
  pageTitle: 'Kortagreiðsla',
  testModeBanner: 'PRÓFUNARHAMUR — engir raunverulegir peningar',
  testModeDetail:
    'Þetta er staðbundin prófunargreiðslumiðlun. Notaðu eitt af prófunarkortunum hér að neðan; raunverulegum kortum er hafnað.',
  testCardsCaption: 'Prófunarkort',
  testCardColumn: 'Kortanúmer',
  outcomeColumn: 'Niðurstaða',
  outcomes: {
    authorise: 'Tekst',
    authorise_then_refuse_stored: 'Tekst; síðari heimildum á vistaða kortið er hafnað',
    challenge: 'Biður um 3-D Secure staðfestingu',
    refuse: {
      '3D Not Authenticated': 'Útgefandi kortsins staðfesti ekki (3-D Secure)',
      Refused: 'Hafnað',
      'Not enough balance': 'Ekki næg innstæða',
      'Expired Card': 'Útrunnið kort',
      'CVC Declined': 'Rangur öryggiskóði',
      'Acquirer Error': 'Villa í vinnslu',
    },
  },
  anyFutureExpiry: 'Hvaða gildistími í framtíðinni sem er og hvaða öryggiskóði sem er af réttri lengd.',
  payTo: 'Greiða til {merchant}',
  amountLabel: 'Upphæð',
  holderName: 'Nafn á korti',
  cardNumber: 'Kortanúmer',
  expiry: 'Gildistími',
  expiryHint: 'MM/ÁÁ',
  cvc: 'Öryggiskóði (CVC)',
  cvcHint: '3 tölustafir aftan á korti, 4 framan á American Express',
  pay: 'Greiða {amount}',
  cancel: 'Hætta við og fara til baka',
  errorSummary: 'Athugaðu kortaupplýsingarnar',
  cardErrors: {
    cardRequired: 'Sláðu inn kortaupplýsingar',
    numberRequired: 'Sláðu inn kortanúmer',
    numberInvalid: 'Kortanúmerið er ekki gilt',
    expiryRequired: 'Sláðu inn gildistíma',
    expiryInvalid: 'Gildistíminn er ekki gildur (MM/ÁÁ)',
    expired: 'Kortið er útrunnið',
    cvcRequired: 'Sláðu inn öryggiskóðann',
    cvcInvalid: 'Öryggiskóðinn er ekki gildur',
    holderNameRequired: 'Sláðu inn nafnið á kortinu',
  },
  challengeTitle: '3-D Secure staðfesting',
  challengeText:
    'Bankinn þinn biður þig að staðfesta þessa greiðslu, {amount} til {merchant}. Í prófunarham velur þú svarið.',
  approve: 'Samþykkja',
  deny: 'Hafna',
  expiredTitle: 'Þessi greiðsla er útrunnin',
  expiredText: 'Tíminn til að greiða er liðinn. Farðu til baka og byrjaðu greiðsluna aftur.',
  finishedTitle: 'Þessari greiðslu er lokið',
  finishedText: 'Aðeins er hægt að greiða þessa greiðslu einu sinni.',
  notFoundTitle: 'Greiðsla fannst ekki',
  notFoundText: 'Þessi greiðslutengill er ekki gildur.',
  backToMerchant: 'Aftur til {merchant}',
  refusedAlert: 'Kortinu var hafnað: {reason}. Engin upphæð var tekin. Þú getur reynt annað kort.',
};

const de: TestProcessorTexts = {
  lang: 'de',
  pageTitle: 'Kartenzahlung',
  testModeBanner: 'TESTMODUS — kein echtes Geld',
  testModeDetail:
    'Dies ist der lokale Test-Zahlungsdienstleister. Verwenden Sie eine der Testkarten unten; echte Karten werden abgelehnt.',
  testCardsCaption: 'Testkarten',
  testCardColumn: 'Kartennummer',
  outcomeColumn: 'Ergebnis',
  outcomes: {
    authorise: 'Erfolgreich',
    authorise_then_refuse_stored: 'Erfolgreich; spätere Reservierungen auf der gespeicherten Karte werden abgelehnt',
    challenge: 'Verlangt eine 3-D-Secure-Prüfung',
    refuse: {
      '3D Not Authenticated': 'Vom Kartenherausgeber nicht bestätigt (3-D Secure)',
      Refused: 'Abgelehnt',
      'Not enough balance': 'Unzureichende Deckung',
      'Expired Card': 'Abgelaufene Karte',
      'CVC Declined': 'Falscher Sicherheitscode',
      'Acquirer Error': 'Verarbeitungsfehler',
    },
  },
  anyFutureExpiry: 'Ein beliebiges Ablaufdatum in der Zukunft und ein beliebiger Sicherheitscode der richtigen Länge.',
  payTo: 'Zahlung an {merchant}',
  amountLabel: 'Betrag',
  holderName: 'Name auf der Karte',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  cvc: 'Sicherheitscode (CVC)',
  cvcHint: '3 Ziffern auf der Rückseite, 4 auf der Vorderseite bei American Express',
  pay: '{amount} bezahlen',
  cancel: 'Abbrechen und zurück',
  errorSummary: 'Prüfen Sie die Kartendaten',
  cardErrors: {
    cardRequired: 'Geben Sie die Kartendaten ein',
    numberRequired: 'Geben Sie die Kartennummer ein',
    numberInvalid: 'Die Kartennummer ist ungültig',
    expiryRequired: 'Geben Sie das Ablaufdatum ein',
    expiryInvalid: 'Das Ablaufdatum ist ungültig (MM/JJ)',
    expired: 'Die Karte ist abgelaufen',
    cvcRequired: 'Geben Sie den Sicherheitscode ein',
    cvcInvalid: 'Der Sicherheitscode ist ungültig',
    holderNameRequired: 'Geben Sie den Namen auf der Karte ein',
  },
  challengeTitle: '3-D-Secure-Prüfung',
  challengeText:
    'Ihre Bank bittet Sie, diese Zahlung von {amount} an {merchant} zu bestätigen. Im Testmodus wählen Sie die Antwort.',
  approve: 'Bestätigen',
  deny: 'Ablehnen',
  expiredTitle: 'Diese Zahlung ist abgelaufen',
  expiredText: 'Die Zeit zum Bezahlen ist abgelaufen. Gehen Sie zurück und starten Sie die Zahlung erneut.',
  finishedTitle: 'Diese Zahlung ist abgeschlossen',
  finishedText: 'Diese Zahlung kann nur einmal ausgeführt werden.',
  notFoundTitle: 'Zahlung nicht gefunden',
  notFoundText: 'Dieser Zahlungslink ist ungültig.',
  backToMerchant: 'Zurück zu {merchant}',
  refusedAlert:
    'Die Karte wurde abgelehnt: {reason}. Es wurde kein Geld abgebucht. Sie können eine andere Karte versuchen.',
};

const es: TestProcessorTexts = {
  lang: 'es',
  pageTitle: 'Pago con tarjeta',
  testModeBanner: 'MODO DE PRUEBA — sin dinero real',
  testModeDetail:
    'Este es el procesador de pagos de prueba local. Use una de las tarjetas de prueba de abajo; las tarjetas reales se rechazan.',
  testCardsCaption: 'Tarjetas de prueba',
  testCardColumn: 'Número de tarjeta',
  outcomeColumn: 'Resultado',
  outcomes: {
    authorise: 'Se aprueba',
    authorise_then_refuse_stored: 'Se aprueba; las retenciones posteriores en la tarjeta guardada se rechazan',
    challenge: 'Pide una verificación 3-D Secure',
    refuse: {
      '3D Not Authenticated': 'No confirmado por el emisor de la tarjeta (3-D Secure)',
      Refused: 'Rechazada',
      'Not enough balance': 'Fondos insuficientes',
      'Expired Card': 'Tarjeta caducada',
      'CVC Declined': 'Código de seguridad incorrecto',
      'Acquirer Error': 'Error de procesamiento',
    },
  },
  anyFutureExpiry: 'Cualquier fecha de caducidad futura y cualquier código de seguridad de la longitud correcta.',
  payTo: 'Pagar a {merchant}',
  amountLabel: 'Importe',
  holderName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Fecha de caducidad',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  cvcHint: '3 dígitos en el reverso, 4 en el anverso de American Express',
  pay: 'Pagar {amount}',
  cancel: 'Cancelar y volver',
  errorSummary: 'Revise los datos de la tarjeta',
  cardErrors: {
    cardRequired: 'Introduzca los datos de la tarjeta',
    numberRequired: 'Introduzca el número de tarjeta',
    numberInvalid: 'El número de tarjeta no es válido',
    expiryRequired: 'Introduzca la fecha de caducidad',
    expiryInvalid: 'La fecha de caducidad no es válida (MM/AA)',
    expired: 'La tarjeta ha caducado',
    cvcRequired: 'Introduzca el código de seguridad',
    cvcInvalid: 'El código de seguridad no es válido',
    holderNameRequired: 'Introduzca el nombre que figura en la tarjeta',
  },
  challengeTitle: 'Verificación 3-D Secure',
  challengeText:
    'Su banco le pide que confirme este pago de {amount} a {merchant}. En modo de prueba, elija usted la respuesta.',
  approve: 'Aprobar',
  deny: 'Rechazar',
  expiredTitle: 'Este pago ha caducado',
  expiredText: 'Se ha agotado el tiempo para pagar. Vuelva e inicie el pago de nuevo.',
  finishedTitle: 'Este pago ha finalizado',
  finishedText: 'Este pago solo se puede realizar una vez.',
  notFoundTitle: 'Pago no encontrado',
  notFoundText: 'Este enlace de pago no es válido.',
  backToMerchant: 'Volver a {merchant}',
  refusedAlert: 'La tarjeta fue rechazada: {reason}. No se ha cobrado nada. Puede probar con otra tarjeta.',
};

const fr: TestProcessorTexts = {
  lang: 'fr',
  pageTitle: 'Paiement par carte',
  testModeBanner: 'MODE TEST — aucun argent réel',
  testModeDetail:
    'Ceci est le processeur de paiement de test local. Utilisez l’une des cartes de test ci-dessous ; les vraies cartes sont refusées.',
  testCardsCaption: 'Cartes de test',
  testCardColumn: 'Numéro de carte',
  outcomeColumn: 'Résultat',
  outcomes: {
    authorise: 'Acceptée',
    authorise_then_refuse_stored: 'Acceptée ; les empreintes ultérieures sur la carte enregistrée sont refusées',
    challenge: 'Demande une vérification 3-D Secure',
    refuse: {
      '3D Not Authenticated': 'Non confirmé par l’émetteur de la carte (3-D Secure)',
      Refused: 'Refusée',
      'Not enough balance': 'Provision insuffisante',
      'Expired Card': 'Carte expirée',
      'CVC Declined': 'Code de sécurité erroné',
      'Acquirer Error': 'Erreur de traitement',
    },
  },
  anyFutureExpiry: 'N’importe quelle date d’expiration future et n’importe quel code de sécurité de la bonne longueur.',
  payTo: 'Payer {merchant}',
  amountLabel: 'Montant',
  holderName: 'Nom sur la carte',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  expiryHint: 'MM/AA',
  cvc: 'Code de sécurité (CVC)',
  cvcHint: '3 chiffres au dos, 4 au recto pour American Express',
  pay: 'Payer {amount}',
  cancel: 'Annuler et revenir',
  errorSummary: 'Vérifiez les données de la carte',
  cardErrors: {
    cardRequired: 'Saisissez les données de la carte',
    numberRequired: 'Saisissez le numéro de carte',
    numberInvalid: 'Le numéro de carte n’est pas valide',
    expiryRequired: 'Saisissez la date d’expiration',
    expiryInvalid: 'La date d’expiration n’est pas valide (MM/AA)',
    expired: 'La carte a expiré',
    cvcRequired: 'Saisissez le code de sécurité',
    cvcInvalid: 'Le code de sécurité n’est pas valide',
    holderNameRequired: 'Saisissez le nom figurant sur la carte',
  },
  challengeTitle: 'Vérification 3-D Secure',
  challengeText:
    'Votre banque vous demande de confirmer ce paiement de {amount} à {merchant}. En mode test, choisissez la réponse.',
  approve: 'Approuver',
  deny: 'Refuser',
  expiredTitle: 'Ce paiement a expiré',
  expiredText: 'Le délai pour payer est écoulé. Revenez en arrière et recommencez le paiement.',
  finishedTitle: 'Ce paiement est terminé',
  finishedText: 'Ce paiement ne peut être effectué qu’une seule fois.',
  notFoundTitle: 'Paiement introuvable',
  notFoundText: 'Ce lien de paiement n’est pas valide.',
  backToMerchant: 'Retour à {merchant}',
  refusedAlert:
    'La carte a été refusée : {reason}. Aucun montant n’a été prélevé. Vous pouvez essayer une autre carte.',
};

const pt: TestProcessorTexts = {
  lang: 'pt',
  pageTitle: 'Pagamento com cartão',
  testModeBanner: 'MODO DE TESTE — sem dinheiro real',
  testModeDetail:
    'Este é o processador de pagamentos de teste local. Use um dos cartões de teste abaixo; os cartões reais são recusados.',
  testCardsCaption: 'Cartões de teste',
  testCardColumn: 'Número do cartão',
  outcomeColumn: 'Resultado',
  outcomes: {
    authorise: 'Aprovado',
    authorise_then_refuse_stored: 'Aprovado; as cativações posteriores no cartão guardado são recusadas',
    challenge: 'Pede uma verificação 3-D Secure',
    refuse: {
      '3D Not Authenticated': 'Não confirmado pelo emissor do cartão (3-D Secure)',
      Refused: 'Recusado',
      'Not enough balance': 'Saldo insuficiente',
      'Expired Card': 'Cartão expirado',
      'CVC Declined': 'Código de segurança errado',
      'Acquirer Error': 'Erro de processamento',
    },
  },
  anyFutureExpiry: 'Qualquer data de validade futura e qualquer código de segurança com o comprimento certo.',
  payTo: 'Pagar a {merchant}',
  amountLabel: 'Montante',
  holderName: 'Nome no cartão',
  cardNumber: 'Número do cartão',
  expiry: 'Data de validade',
  expiryHint: 'MM/AA',
  cvc: 'Código de segurança (CVC)',
  cvcHint: '3 dígitos no verso, 4 na frente do American Express',
  pay: 'Pagar {amount}',
  cancel: 'Cancelar e voltar',
  errorSummary: 'Verifique os dados do cartão',
  cardErrors: {
    cardRequired: 'Introduza os dados do cartão',
    numberRequired: 'Introduza o número do cartão',
    numberInvalid: 'O número do cartão não é válido',
    expiryRequired: 'Introduza a data de validade',
    expiryInvalid: 'A data de validade não é válida (MM/AA)',
    expired: 'O cartão expirou',
    cvcRequired: 'Introduza o código de segurança',
    cvcInvalid: 'O código de segurança não é válido',
    holderNameRequired: 'Introduza o nome que consta do cartão',
  },
  challengeTitle: 'Verificação 3-D Secure',
  challengeText:
    'O seu banco pede-lhe que confirme este pagamento de {amount} a {merchant}. No modo de teste, escolha a resposta.',
  approve: 'Aprovar',
  deny: 'Recusar',
  expiredTitle: 'Este pagamento expirou',
  expiredText: 'O tempo para pagar terminou. Volte atrás e comece o pagamento de novo.',
  finishedTitle: 'Este pagamento está concluído',
  finishedText: 'Este pagamento só pode ser feito uma vez.',
  notFoundTitle: 'Pagamento não encontrado',
  notFoundText: 'Esta ligação de pagamento não é válida.',
  backToMerchant: 'Voltar a {merchant}',
  refusedAlert: 'O cartão foi recusado: {reason}. Não foi cobrado nenhum valor. Pode tentar outro cartão.',
};

const zh: TestProcessorTexts = {
  lang: 'zh-CN',
  pageTitle: '银行卡付款',
  testModeBanner: '测试模式 — 不涉及真实资金',
  testModeDetail: '这是本地测试支付处理器。请使用下列测试卡之一；真实银行卡将被拒绝。',
  testCardsCaption: '测试卡',
  testCardColumn: '卡号',
  outcomeColumn: '结果',
  outcomes: {
    authorise: '成功',
    authorise_then_refuse_stored: '成功；之后对已保存卡的预授权将被拒绝',
    challenge: '要求 3-D Secure 验证',
    refuse: {
      '3D Not Authenticated': '发卡机构未确认（3-D Secure）',
      Refused: '被拒绝',
      'Not enough balance': '余额不足',
      'Expired Card': '卡已过期',
      'CVC Declined': '安全码错误',
      'Acquirer Error': '处理错误',
    },
  },
  anyFutureExpiry: '任意未来的有效期和任意长度正确的安全码均可。',
  payTo: '付款给 {merchant}',
  amountLabel: '金额',
  holderName: '持卡人姓名',
  cardNumber: '卡号',
  expiry: '有效期',
  expiryHint: '月/年（MM/YY）',
  cvc: '安全码（CVC）',
  cvcHint: '卡背面的 3 位数字，American Express 为正面的 4 位数字',
  pay: '支付 {amount}',
  cancel: '取消并返回',
  errorSummary: '请检查银行卡信息',
  cardErrors: {
    cardRequired: '请输入银行卡信息',
    numberRequired: '请输入卡号',
    numberInvalid: '卡号无效',
    expiryRequired: '请输入有效期',
    expiryInvalid: '有效期无效（MM/YY）',
    expired: '该卡已过期',
    cvcRequired: '请输入安全码',
    cvcInvalid: '安全码无效',
    holderNameRequired: '请输入卡上的姓名',
  },
  challengeTitle: '3-D Secure 验证',
  challengeText: '您的银行要求您确认向 {merchant} 支付 {amount}。在测试模式下，请自行选择结果。',
  approve: '批准',
  deny: '拒绝',
  expiredTitle: '此付款已过期',
  expiredText: '付款时间已过。请返回并重新开始付款。',
  finishedTitle: '此付款已完成',
  finishedText: '此付款只能进行一次。',
  notFoundTitle: '未找到付款',
  notFoundText: '此付款链接无效。',
  backToMerchant: '返回 {merchant}',
  refusedAlert: '银行卡被拒绝：{reason}。未扣除任何款项。您可以尝试另一张卡。',
};

export const testProcessorTexts = { en, is, de, es, fr, pt, zh } as const;

export type TestProcessorLanguage = keyof typeof testProcessorTexts;

/** The texts for a shopper locale (`is-IS`, `zh-CN`, `en`); English for any other language. */
export function textsFor(shopperLocale: string | undefined): TestProcessorTexts {
  const language = (shopperLocale ?? 'en').slice(0, 2).toLowerCase();
  return language in testProcessorTexts ? testProcessorTexts[language as TestProcessorLanguage] : en;
}

/** The words for a test card's outcome in the page's table. */
export function outcomeText(texts: TestProcessorTexts, outcome: TestCardOutcome): string {
  if (outcome.kind === 'refuse') return texts.outcomes.refuse[outcome.refusalReason] ?? outcome.refusalReason;
  return texts.outcomes[outcome.kind];
}
