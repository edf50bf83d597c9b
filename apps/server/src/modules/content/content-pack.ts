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
} from '@parley/content/content-schema';
