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
  /**
   * Harper spelling only: a second dictionary agrees this is the one fix (spelling-confidence.ts).
   * Chat turns show no other spelling fix of Harper's.
   */
  sure?: boolean;
}

export interface GrammarResult {
  issues: GrammarIssue[];
  corrected: string;
}

export interface GrammarEngine {
  check(text: string): Promise<GrammarResult>;
}

/** A learner rule's named capture groups, as its suggestion template reads them. */
export type Groups = Readonly<Record<string, string>>;

/** A learner-error rule as learner-rules.data.ts writes it; learner-rules.ts compiles and runs it. */
export interface LearnerRuleData {
  id: string;
  category: GrammarCategory;
  explanation: string;
  pattern: string;
  /** Flags besides g and d (always set). Default 'i'. */
  flags?: string;
  suggest: string | ((groups: Groups) => string);
  map?: Readonly<Record<string, string>>;
  /** [wrong, corrected] pairs: documentation, and checked by the tests. */
  examples?: ReadonlyArray<readonly [string, string]>;
}
