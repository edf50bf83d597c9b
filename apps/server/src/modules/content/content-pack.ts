// The content pack's types as the server names them; the schema in content/ is their source.
export type {
  ContentPack,
  Exploration as PackExploration,
  QuestionBank,
  Role as PackRole,
  Scene as PackScene,
  SceneTurn,
  TopicTag as PackTopicTag,
  TopicType as PackTopicType,
} from '../../../../../content/content-schema';

export type SceneLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1';
