// The texts of account mails (and the account-deletion text message), in the learner's language
// where we have it (English otherwise).
export type MailLanguage = 'en' | 'es' | 'zh';

interface Templates {
  codeSubject(purpose: 'signup' | 'reset'): string;
  codeText(code: string, minutes: number, purpose: 'signup' | 'reset'): string;
  existingAccountSubject: string;
  existingAccountText: string;
  deleteSubject: string;
  deleteText(code: string, minutes: number): string;
  /** The same, short enough for a text message (phone-only accounts). */
  deleteSms(code: string, minutes: number): string;
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
  },
};

/** Picks the mail language from an Accept-Language header or a saved native language. */
export function mailLanguage(hint: string | null | undefined): MailLanguage {
  const first = (hint ?? '').toLowerCase();
  if (first.startsWith('es')) return 'es';
  if (first.startsWith('zh')) return 'zh';
  return 'en';
}

export function templatesFor(language: MailLanguage): Templates {
  return TEMPLATES[language];
}
