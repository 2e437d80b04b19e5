import { LOCAL_RULES_MODEL_ID, type DocumentStructurer, type StructureInput, type StructurerResult } from '../../domain/reading/ports';
import { structureByRules } from './rules/structure';

/** Version of the rules, recorded with every extraction for audit (bump when the rules change). */
export const LOCAL_RULES_VERSION = 'rules-2026.76';

/** The offline structurer: labels and synonyms, layout, line-item tables and amount reconciliation. */
export class LocalStructurer implements DocumentStructurer {
  /** Rules over the reader's text lines only. */
  readonly usesOriginal = false;

  async structure(input: StructureInput): Promise<StructurerResult> {
    const { data, confidence, fieldConfidence } = structureByRules(input.reading, input.documentType);
    return { data, confidence, fieldConfidence, raw: JSON.stringify(data), modelId: LOCAL_RULES_MODEL_ID, promptVersion: LOCAL_RULES_VERSION };
  }
}
