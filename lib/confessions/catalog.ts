/**
 * The six historic documents the project ships, with the file name each has in the Creeds.json `creeds/`
 * folder and the introduction the confession page shows above the text.
 */

export type CreedsFormat = 'belgic' | 'canons' | 'catechism' | 'westminster-confession';

export interface CatalogConfession {
  slug: string;
  fileName: string;
  name: string;
  year: number;
  format: CreedsFormat;
  description: string;
  historicalContext: string;
}

export const CONFESSION_CATALOG: readonly CatalogConfession[] = [
  {
    slug: 'belgic-confession',
    fileName: 'belgic_confession_of_faith.json',
    name: 'Belgic Confession',
    year: 1561,
    format: 'belgic',
    description:
      'A confession of faith in thirty-seven articles, moving from the one true God and his Word through creation, sin and salvation in Christ to the church, the sacraments and the last judgment. It is one of the Three Forms of Unity still confessed by Reformed churches around the world.',
    historicalContext:
      'Guido de Brès, a preacher in the Low Countries, wrote it in 1561 while Protestants there were being hunted and burned for their faith. A copy was thrown over the castle wall at Tournai with a letter to King Philip II, to show that the Reformed believers were not rebels but Christians confessing the faith of Scripture. De Brès himself was martyred in 1567, and the Synod of Dort revised and adopted his confession in 1619.',
  },
  {
    slug: 'heidelberg-catechism',
    fileName: 'heidelberg_catechism.json',
    name: 'Heidelberg Catechism',
    year: 1563,
    format: 'catechism',
    description:
      'A warm and personal catechism of 129 questions and answers, opening with "What is your only comfort in life and death?" It teaches the Christian faith in three parts (our misery, our deliverance and our gratitude) and is divided into 52 Lord\'s Days so that it can be taught through the year.',
    historicalContext:
      'Elector Frederick III of the Palatinate asked for a catechism that would unite the churches of his land and teach its children. Zacharias Ursinus, with Caspar Olevianus and others at Heidelberg, prepared it, and it was published in 1563. The Synod of Dort approved it as one of the Three Forms of Unity, and pastors have preached through it Sunday by Sunday ever since.',
  },
  {
    slug: 'canons-of-dort',
    fileName: 'canons_of_dort.json',
    name: 'Canons of Dort',
    year: 1619,
    format: 'canons',
    description:
      'The judgment of the Synod of Dort on five points of doctrine: divine election, the death of Christ, the corruption of man and his conversion to God, and the perseverance of the saints. Each head of doctrine sets out the positive teaching in articles and then rejects the errors it answers.',
    historicalContext:
      'After the death of Jacobus Arminius, his followers presented the Remonstrance of 1610, which taught that election rests on foreseen faith, that saving grace can be resisted, and left open whether true believers might fall away. The Dutch churches called a national synod at Dordrecht in 1618-1619, with delegates from across Reformed Europe. Its canons, the third of the Three Forms of Unity, were written to comfort believers with the sovereign grace of God.',
  },
  {
    slug: 'westminster-confession',
    fileName: 'westminster_confession_of_faith.json',
    name: 'Westminster Confession of Faith',
    year: 1647,
    format: 'westminster-confession',
    description:
      'A thorough statement of Reformed doctrine in thirty-three chapters, beginning with Holy Scripture and ending with the last judgment. It is the doctrinal standard of Presbyterian churches and, in adapted forms, of many Congregational and Baptist churches too.',
    historicalContext:
      'The English Parliament summoned the Westminster Assembly in 1643 to reform the Church of England in doctrine, worship and government. More than a hundred ministers, with commissioners from the Church of Scotland, met for years in Westminster Abbey and completed the Confession in 1646. The Church of Scotland adopted it in 1647, and it has shaped English-speaking Reformed churches ever since.',
  },
  {
    slug: 'westminster-larger-catechism',
    fileName: 'westminster_larger_catechism.json',
    name: 'Westminster Larger Catechism',
    year: 1647,
    format: 'catechism',
    description:
      "A full catechism of 196 questions and answers, meant to help ministers teach the faith from the pulpit. It treats what we are to believe concerning God and what duty God requires of us, with a rich exposition of the Ten Commandments, the sacraments and the Lord's Prayer.",
    historicalContext:
      'The Westminster Assembly prepared two catechisms alongside its Confession: a shorter one for the young and a larger one for those who teach. The Larger Catechism was completed in 1647 and approved by the Church of Scotland the following year. It remains one of the doctrinal standards of Presbyterian churches.',
  },
  {
    slug: 'westminster-shorter-catechism',
    fileName: 'westminster_shorter_catechism.json',
    name: 'Westminster Shorter Catechism',
    year: 1647,
    format: 'catechism',
    description:
      'A catechism of 107 short questions and answers for children and new believers, beginning with "What is the chief end of man?" Its clear, memorable answers have been learned by heart in homes and churches for nearly four centuries.',
    historicalContext:
      'The Westminster Assembly prepared this catechism for children and those new to the faith, finishing it in 1647. Parliament and the Church of Scotland soon approved it, and it travelled with Presbyterian and Puritan families to Scotland, Ireland and the New World, where generations of children learned it at the kitchen table.',
  },
];

export function catalogEntry(slug: string): CatalogConfession | null {
  return CONFESSION_CATALOG.find((c) => c.slug === slug) ?? null;
}

/** Catechisms count Questions on the confessions index; everything else counts Chapters (reader spec §2). */
export function isCatechism(slug: string): boolean {
  return slug.includes('catechism');
}
