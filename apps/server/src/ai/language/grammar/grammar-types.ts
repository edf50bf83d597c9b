// What the grammar engine reports: each issue with its offsets (UTF-16, into the checked text),
// the wrong text, a suggestion, a learner-friendly explanation and a category.
export type GrammarCategory =
  | 'agreement' | 'tense' | 'article' | 'preposition' | 'word-order' | 'spelling' | 'verb-form'
  | 'word-choice' | 'punctuation' | 'capitalization' | 'plural' | 'pronoun' | 'other';

export interface GrammarIssue {
  start: number;
  end: number;
  text: string;
  suggestion: string;
  explanation: string;
  category: GrammarCategory;
  source: 'harper' | 'rules' | 'model';
}

export interface GrammarResult {
  issues: GrammarIssue[];
  corrected: string;
}

export interface GrammarEngine {
  check(text: string): Promise<GrammarResult>;
}
