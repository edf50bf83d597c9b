// The texts of account mails (and the sign-in and account-deletion text messages), in the learner's language
// where we have it (English otherwise): the ten languages the interface speaks. Chinese is written
// in Simplified characters (zh-TW reads it better than English); Portuguese is Brazilian (pt-PT too).
export const MAIL_LANGUAGES = ['en', 'es', 'zh', 'ja', 'ko', 'pt', 'fr', 'de', 'ar', 'vi'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface Templates {
  codeSubject(purpose: 'signup' | 'reset'): string;
  codeText(code: string, minutes: number, purpose: 'signup' | 'reset'): string;
  existingAccountSubject: string;
  existingAccountText: string;
  deleteSubject: string;
  deleteText(code: string, minutes: number): string;
  /**
   * The same, short enough for a text message (phone-only accounts): one part where the language
   * allows it (160 GSM characters, or 70 in UCS-2 for other scripts), at most two otherwise.
   */
  deleteSms(code: string, minutes: number): string;
  /** The sign-in code texted to a phone (phone sign-in), under the same length rule. */
  signInSms(code: string, minutes: number): string;
}

/** "N minutes" in Arabic: the noun agrees with the number (3 to 10 take the plural, 11 and up the singular). */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  const lastTwo = minutes % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

const TEMPLATES: Record<MailLanguage, Templates> = {
  en: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Your Parley sign-up code' : 'Your Parley password reset code'),
    codeText: (code, minutes, purpose) =>
      `Hello,\n\n${purpose === 'signup' ? 'Welcome to Parley! To finish creating your account' : 'To choose a new password for your Parley account'}, enter this code:\n\n    ${code}\n\nThe code is valid for ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this mail.\n\nHappy practising,\nThe Parley team`,
    existingAccountSubject: 'You already have a Parley account',
    existingAccountText:
      'Hello,\n\nSomeone (probably you) tried to create a Parley account with this e-mail address, but you already have one.\n\nSign in instead, or use "Forgot your password?" on the sign-in page if you cannot remember it. If this was not you, you can ignore this mail.\n\nThe Parley team',
    deleteSubject: 'Your Parley account deletion code',
    deleteText: (code, minutes) =>
      `Hello,\n\nSomeone, probably you, asked to delete your Parley account and everything in it.\n\nYour code is ${code}. It is valid for ${minutes} minutes.\n\nIf this was not you, ignore this mail and change your password: nothing is deleted without the code.\n\nThe Parley team`,
    deleteSms: (code, minutes) => `Parley: your code to DELETE your account is ${code} (valid ${minutes} minutes). Not you? Ignore this message.`,
    signInSms: (code, minutes) => `Parley: your sign-in code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`,
  },
  es: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Tu código de registro de Parley' : 'Tu código para restablecer la contraseña de Parley'),
    codeText: (code, minutes, purpose) =>
      `Hola:\n\n${purpose === 'signup' ? '¡Bienvenido a Parley! Para terminar de crear tu cuenta' : 'Para elegir una contraseña nueva'}, introduce este código:\n\n    ${code}\n\nEl código es válido durante ${minutes} minutos y solo se puede usar una vez. Si no lo has pedido, ignora este correo.\n\n¡Feliz práctica!\nEl equipo de Parley`,
    existingAccountSubject: 'Ya tienes una cuenta de Parley',
    existingAccountText:
      'Hola:\n\nAlguien (probablemente tú) ha intentado crear una cuenta de Parley con esta dirección, pero ya tienes una.\n\nInicia sesión o usa "¿Olvidaste tu contraseña?". Si no has sido tú, ignora este correo.\n\nEl equipo de Parley',
    deleteSubject: 'Tu código para eliminar tu cuenta de Parley',
    deleteText: (code, minutes) =>
      `Hola:\n\nAlguien, probablemente tú, ha pedido eliminar tu cuenta de Parley y todo lo que contiene.\n\nTu código es ${code}. Es válido durante ${minutes} minutos.\n\nSi no has sido tú, ignora este correo y cambia tu contraseña: no se elimina nada sin el código.\n\nEl equipo de Parley`,
    deleteSms: (code, minutes) => `Parley: tu código para ELIMINAR tu cuenta es ${code} (válido ${minutes} minutos). ¿No has sido tú? Ignora este mensaje.`,
    signInSms: (code, minutes) => `Parley: tu código de acceso es ${code}. Es válido durante ${minutes} minutos. No lo compartas con nadie.`,
  },
  zh: {
    codeSubject: (purpose) => (purpose === 'signup' ? '你的 Parley 注册验证码' : '你的 Parley 重置密码验证码'),
    codeText: (code, minutes, purpose) =>
      `你好：\n\n${purpose === 'signup' ? '欢迎使用 Parley！请输入以下验证码完成注册' : '请输入以下验证码来设置新密码'}：\n\n    ${code}\n\n验证码 ${minutes} 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略此邮件。\n\nParley 团队`,
    existingAccountSubject: '你已经有 Parley 账号了',
    existingAccountText: '你好：\n\n有人（可能是你）尝试用这个邮箱注册 Parley，但该邮箱已有账号。\n\n请直接登录，或在登录页使用“忘记密码”。如果这不是你本人的操作，请忽略此邮件。\n\nParley 团队',
    deleteSubject: '你的 Parley 注销账号验证码',
    deleteText: (code, minutes) =>
      `你好：\n\n有人（可能是你）申请注销你的 Parley 账号并删除其中的全部内容。\n\n验证码是 ${code}，${minutes} 分钟内有效。\n\n如果这不是你本人的操作，请忽略此邮件并修改密码：没有验证码，任何内容都不会被删除。\n\nParley 团队`,
    deleteSms: (code, minutes) => `Parley：你的注销账号验证码是 ${code}（${minutes} 分钟内有效）。如非本人操作，请忽略。`,
    signInSms: (code, minutes) => `Parley：你的登录验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人。`,
  },
  ja: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Parleyの新規登録用確認コード' : 'Parleyのパスワード再設定用確認コード'),
    codeText: (code, minutes, purpose) =>
      `こんにちは。\n\n${purpose === 'signup' ? 'Parleyへようこそ！アカウントの作成を完了するには、次の確認コードを入力してください' : 'Parleyアカウントの新しいパスワードを設定するには、次の確認コードを入力してください'}。\n\n    ${code}\n\nこのコードは${minutes}分間有効で、1回のみ使用できます。お心当たりがない場合は、このメールを破棄してください。\n\n楽しく練習しましょう！\nParleyチーム`,
    existingAccountSubject: 'すでにParleyのアカウントをお持ちです',
    existingAccountText:
      'こんにちは。\n\nどなたか（おそらくご本人）がこのメールアドレスでParleyのアカウントを作成しようとしましたが、このアドレスではすでにアカウントが登録されています。\n\nそのままログインしてご利用ください。パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか？」から再設定できます。お心当たりがない場合は、このメールを破棄してください。\n\nParleyチーム',
    deleteSubject: 'Parleyのアカウント削除用確認コード',
    deleteText: (code, minutes) =>
      `こんにちは。\n\nどなたか（おそらくご本人）から、Parleyのアカウントとその中のすべてのデータを削除するリクエストがありました。\n\n確認コードは${code}です。このコードは${minutes}分間有効です。\n\nご本人による操作でない場合は、このメールを破棄し、パスワードを変更してください。確認コードがなければ、何も削除されません。\n\nParleyチーム`,
    deleteSms: (code, minutes) => `Parley：アカウント削除の確認コードは${code}です（${minutes}分間有効）。お心当たりがない場合は、このメッセージを無視してください。`,
    signInSms: (code, minutes) => `Parley：ログインコードは${code}です（${minutes}分間有効）。他の人には教えないでください。`,
  },
  ko: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Parley 회원가입 인증 코드' : 'Parley 비밀번호 재설정 인증 코드'),
    codeText: (code, minutes, purpose) =>
      `안녕하세요.\n\n${purpose === 'signup' ? 'Parley에 오신 것을 환영합니다! 가입을 완료하려면 아래 인증 코드를 입력해 주세요' : 'Parley 계정의 새 비밀번호를 설정하려면 아래 인증 코드를 입력해 주세요'}.\n\n    ${code}\n\n이 코드는 ${minutes}분 동안 유효하며 한 번만 사용할 수 있습니다. 직접 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다.\n\n즐겁게 연습하세요!\nParley 팀 드림`,
    existingAccountSubject: '이미 Parley 계정이 있습니다',
    existingAccountText:
      "안녕하세요.\n\n누군가(아마도 회원님)가 이 이메일 주소로 Parley 계정을 만들려고 했지만, 이 주소로 가입된 계정이 이미 있습니다.\n\n새로 가입하지 마시고 로그인해 주세요. 비밀번호가 기억나지 않으면 로그인 화면에서 '비밀번호를 잊으셨나요?'를 이용해 주세요. 직접 요청하지 않으셨다면 이 메일은 무시하셔도 됩니다.\n\nParley 팀 드림",
    deleteSubject: 'Parley 계정 삭제 인증 코드',
    deleteText: (code, minutes) =>
      `안녕하세요.\n\n누군가(아마도 회원님)가 Parley 계정과 그 안의 모든 데이터를 삭제해 달라고 요청했습니다.\n\n인증 코드는 ${code}입니다. 이 코드는 ${minutes}분 동안 유효합니다.\n\n직접 요청하지 않으셨다면 이 메일은 무시하시고 비밀번호를 변경해 주세요. 인증 코드 없이는 아무것도 삭제되지 않습니다.\n\nParley 팀 드림`,
    deleteSms: (code, minutes) => `[Parley] 계정 삭제 인증 코드는 ${code}입니다(${minutes}분간 유효). 본인이 요청하지 않았다면 무시해 주세요.`,
    signInSms: (code, minutes) => `[Parley] 로그인 인증 코드는 ${code}입니다(${minutes}분간 유효). 다른 사람에게 알려 주지 마세요.`,
  },
  pt: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Seu código de cadastro no Parley' : 'Seu código para redefinir a senha do Parley'),
    codeText: (code, minutes, purpose) =>
      `Olá,\n\n${purpose === 'signup' ? 'Boas-vindas ao Parley! Para concluir a criação da sua conta' : 'Para escolher uma nova senha para sua conta do Parley'}, digite este código:\n\n    ${code}\n\nO código é válido por ${minutes} minutos e só pode ser usado uma vez. Se você não pediu este código, pode ignorar este e-mail.\n\nBons estudos!\nEquipe Parley`,
    existingAccountSubject: 'Você já tem uma conta no Parley',
    existingAccountText:
      'Olá,\n\nAlguém (provavelmente você) tentou criar uma conta no Parley com este endereço de e-mail, mas você já tem uma.\n\nBasta fazer login. Se não se lembrar da senha, use "Esqueceu sua senha?" na página de login. Se não foi você, pode ignorar este e-mail.\n\nEquipe Parley',
    deleteSubject: 'Seu código para excluir sua conta do Parley',
    deleteText: (code, minutes) =>
      `Olá,\n\nAlguém, provavelmente você, pediu para excluir sua conta do Parley e tudo o que há nela.\n\nSeu código é ${code}. Ele é válido por ${minutes} minutos.\n\nSe não foi você, ignore este e-mail e altere sua senha: nada é excluído sem o código.\n\nEquipe Parley`,
    // Worded without ã, á, ó, ê (not in the GSM alphabet), so that it goes as one 160-character part.
    deleteSms: (code, minutes) => `Parley: para EXCLUIR sua conta, digite ${code} (vale por ${minutes} minutos). Se o pedido foi de outra pessoa, ignore esta mensagem.`,
    signInSms: (code, minutes) => `Parley: seu código de acesso é ${code} (vale por ${minutes} minutos). Não compartilhe com ninguém.`,
  },
  fr: {
    codeSubject: (purpose) => (purpose === 'signup' ? "Votre code d'inscription Parley" : 'Votre code de réinitialisation du mot de passe Parley'),
    codeText: (code, minutes, purpose) =>
      `Bonjour,\n\n${purpose === 'signup' ? 'Bienvenue sur Parley\u00a0! Pour finir de créer votre compte' : 'Pour choisir un nouveau mot de passe pour votre compte Parley'}, saisissez ce code\u00a0:\n\n    ${code}\n\nCe code est valable ${minutes}\u00a0minutes et ne peut servir qu'une seule fois. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.\n\nBon entraînement\u00a0!\nL'équipe Parley`,
    existingAccountSubject: 'Vous avez déjà un compte Parley',
    existingAccountText:
      "Bonjour,\n\nQuelqu'un (sans doute vous) a essayé de créer un compte Parley avec cette adresse e-mail, mais vous en avez déjà un.\n\nConnectez-vous plutôt, ou utilisez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion si vous ne vous en souvenez plus. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.\n\nL'équipe Parley",
    deleteSubject: 'Votre code de suppression de compte Parley',
    deleteText: (code, minutes) =>
      `Bonjour,\n\nQuelqu'un, sans doute vous, a demandé la suppression de votre compte Parley et de tout son contenu.\n\nVotre code est ${code}. Il est valable ${minutes}\u00a0minutes.\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe\u00a0: rien n'est supprimé sans le code.\n\nL'équipe Parley`,
    // Plain spaces before ':' and '?' here: a no-break space is not in the GSM alphabet.
    deleteSms: (code, minutes) => `Parley : votre code pour SUPPRIMER votre compte est ${code} (valable ${minutes} minutes). Ce n'est pas vous ? Ignorez ce message.`,
    signInSms: (code, minutes) => `Parley : votre code de connexion est ${code} (valable ${minutes} minutes). Ne le communiquez à personne.`,
  },
  de: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Ihr Parley-Registrierungscode' : 'Ihr Code zum Zurücksetzen Ihres Parley-Passworts'),
    codeText: (code, minutes, purpose) =>
      `Hallo,\n\n${purpose === 'signup' ? 'willkommen bei Parley! Um die Registrierung abzuschließen' : 'um ein neues Passwort für Ihr Parley-Konto festzulegen'}, geben Sie bitte diesen Code ein:\n\n    ${code}\n\nDer Code ist ${minutes} Minuten lang gültig und kann nur einmal verwendet werden. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.\n\nViel Spaß beim Üben!\nIhr Parley-Team`,
    existingAccountSubject: 'Sie haben bereits ein Parley-Konto',
    existingAccountText:
      'Hallo,\n\njemand (wahrscheinlich Sie) hat versucht, mit dieser E-Mail-Adresse ein Parley-Konto zu erstellen, aber Sie haben bereits eines.\n\nMelden Sie sich einfach an. Falls Sie Ihr Passwort nicht mehr wissen, nutzen Sie auf der Anmeldeseite „Passwort vergessen?“. Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.\n\nIhr Parley-Team',
    deleteSubject: 'Ihr Code zum Löschen Ihres Parley-Kontos',
    deleteText: (code, minutes) =>
      `Hallo,\n\njemand, wahrscheinlich Sie, hat beantragt, Ihr Parley-Konto mit allen darin gespeicherten Daten zu löschen.\n\nIhr Code lautet ${code}. Er ist ${minutes} Minuten lang gültig.\n\nFalls Sie das nicht waren, ignorieren Sie diese E-Mail und ändern Sie Ihr Passwort: Ohne den Code wird nichts gelöscht.\n\nIhr Parley-Team`,
    deleteSms: (code, minutes) => `Parley: Ihr Code zum LÖSCHEN Ihres Kontos lautet ${code} (${minutes} Minuten gültig). Nicht von Ihnen angefordert? Dann ignorieren Sie diese Nachricht.`,
    signInSms: (code, minutes) => `Parley: Ihr Anmeldecode lautet ${code} (${minutes} Minuten gültig). Geben Sie ihn an niemanden weiter.`,
  },
  // Worded without the masculine or feminine forms of "you" where Arabic allows it (unvocalised
  // suffixes, "please" with a noun instead of an imperative), so that it reads right to everyone.
  ar: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'رمز التسجيل في Parley' : 'رمز إعادة تعيين كلمة المرور في Parley'),
    codeText: (code, minutes, purpose) =>
      `مرحبًا،\n\n${purpose === 'signup' ? 'أهلًا بك في Parley! لإكمال إنشاء حسابك، يُرجى إدخال هذا الرمز' : 'لاختيار كلمة مرور جديدة لحسابك في Parley، يُرجى إدخال هذا الرمز'}:\n\n    ${code}\n\nالرمز صالح لمدة ${arabicMinutes(minutes)} ويمكن استخدامه مرة واحدة فقط. إن لم يكن هذا الطلب منك، فيمكنك تجاهل هذه الرسالة.\n\nنتمنى لك تدريبًا ممتعًا،\nفريق Parley`,
    existingAccountSubject: 'لديك حساب في Parley بالفعل',
    existingAccountText:
      'مرحبًا،\n\nحاول شخص ما (ربما أنت) إنشاء حساب في Parley باستخدام عنوان البريد الإلكتروني هذا، لكن لديك حسابًا بالفعل.\n\nيمكنك تسجيل الدخول مباشرةً، وإن نسيت كلمة المرور فيمكنك استخدام «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول. إن لم يكن ذلك منك، فيمكنك تجاهل هذه الرسالة.\n\nفريق Parley',
    deleteSubject: 'رمز حذف حسابك في Parley',
    deleteText: (code, minutes) =>
      `مرحبًا،\n\nطلب شخص ما، ربما أنت، حذف حسابك في Parley وكل ما فيه.\n\nرمزك هو ${code}، وهو صالح لمدة ${arabicMinutes(minutes)}.\n\nإن لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة وتغيير كلمة المرور: لن يُحذف أي شيء دون الرمز.\n\nفريق Parley`,
    // Starts with Arabic so that phones show it right to left; no vowel marks (each costs a character).
    deleteSms: (code, minutes) => `رمز حذف حسابك في Parley هو ${code}، وهو صالح لمدة ${arabicMinutes(minutes)}. إن لم يكن الطلب منك، فيرجى تجاهل هذه الرسالة.`,
    signInSms: (code, minutes) => `رمز تسجيل الدخول إلى Parley هو ${code}، وهو صالح لمدة ${arabicMinutes(minutes)}. لا تشاركه مع أي شخص.`,
  },
  vi: {
    codeSubject: (purpose) => (purpose === 'signup' ? 'Mã đăng ký Parley của bạn' : 'Mã đặt lại mật khẩu Parley của bạn'),
    codeText: (code, minutes, purpose) =>
      `Xin chào,\n\n${purpose === 'signup' ? 'Chào mừng bạn đến với Parley! Để hoàn tất việc tạo tài khoản' : 'Để đặt mật khẩu mới cho tài khoản Parley của bạn'}, vui lòng nhập mã sau:\n\n    ${code}\n\nMã có hiệu lực trong ${minutes} phút và chỉ sử dụng được một lần. Nếu bạn không yêu cầu mã này, bạn có thể bỏ qua email này.\n\nChúc bạn luyện tập vui vẻ!\nĐội ngũ Parley`,
    existingAccountSubject: 'Bạn đã có tài khoản Parley',
    existingAccountText:
      'Xin chào,\n\nCó người (có lẽ là bạn) đã thử tạo tài khoản Parley bằng địa chỉ email này, nhưng bạn đã có tài khoản rồi.\n\nBạn chỉ cần đăng nhập. Nếu không nhớ mật khẩu, hãy dùng mục "Quên mật khẩu?" trên trang đăng nhập. Nếu đó không phải là bạn, bạn có thể bỏ qua email này.\n\nĐội ngũ Parley',
    deleteSubject: 'Mã xóa tài khoản Parley của bạn',
    deleteText: (code, minutes) =>
      `Xin chào,\n\nCó người, có lẽ là bạn, đã yêu cầu xóa tài khoản Parley của bạn cùng toàn bộ dữ liệu trong đó.\n\nMã của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút.\n\nNếu đó không phải là bạn, hãy bỏ qua email này và đổi mật khẩu: không có mã thì không có gì bị xóa.\n\nĐội ngũ Parley`,
    deleteSms: (code, minutes) => `Parley: mã để XÓA tài khoản của bạn là ${code} (có hiệu lực trong ${minutes} phút). Nếu không phải bạn, hãy bỏ qua tin nhắn này.`,
    signInSms: (code, minutes) => `Parley: mã đăng nhập của bạn là ${code} (có hiệu lực trong ${minutes} phút). Không chia sẻ mã này với bất kỳ ai.`,
  },
};

/**
 * Picks the mail language from an Accept-Language header (its first tag) or a saved native
 * language (a BCP 47 tag): the language part decides, so zh-TW gets Chinese, pt-PT Portuguese,
 * fr-CA French; anything else English.
 */
export function mailLanguage(hint: string | null | undefined): MailLanguage {
  const firstTag = (hint ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const language = firstTag.split(/[-_]/)[0] ?? '';
  return (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
}

export function templatesFor(language: MailLanguage): Templates {
  return TEMPLATES[language];
}
