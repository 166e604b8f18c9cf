/** A row of the tags_with_usage view: the tag and the number of devotionals using it. */
export interface TagWithUsage {
  id: string;
  name: string;
  slug: string;
  usage_count: number;
}
