/**
 * The ten historic documents the project ships (the Reformed confessions and catechisms, the Catechism for Young
 * Children and the three ecumenical creeds), with the file name each has in the Creeds.json `creeds/` folder and
 * the introduction the confession page shows above the text.
 */

export type CreedsFormat = 'belgic' | 'canons' | 'catechism' | 'westminster-confession' | 'creed';

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
  {
    slug: 'catechism-for-young-children',
    fileName: 'catechism_for_young_children.json',
    name: 'Catechism for Young Children',
    year: 1840,
    format: 'catechism',
    description:
      'A first catechism of 145 short questions and answers, beginning with "Who made you?" Most answers are a few words long, so that small children can learn them by heart and grow from them into the Westminster Shorter Catechism.',
    historicalContext:
      'Joseph Patterson Engles, a Presbyterian schoolmaster in Philadelphia, prepared it in 1840 as an introduction to the Shorter Catechism. It follows the same order of teaching (God, creation, sin, Christ, the Ten Commandments, prayer, the sacraments and the last things) in words a young child can say. Presbyterian and Reformed families and Sunday schools have used it, and adaptations of it, ever since.',
  },
  {
    slug: 'apostles-creed',
    fileName: 'apostles_creed.json',
    name: "Apostles' Creed",
    year: 710,
    format: 'creed',
    description:
      "The shortest of the three ecumenical creeds, confessing God the Father, his Son Jesus Christ and the Holy Spirit. The Heidelberg Catechism explains it article by article in Lord's Days 7 to 22, and many Reformed churches confess it together in worship.",
    historicalContext:
      'It grew from the baptismal confession of the church at Rome in the early centuries, and a letter from a council at Milan around 390 already speaks of the Creed of the Apostles. Its received wording is first found in a work of the missionary Pirminius written between 710 and 714. The Belgic Confession (Article 9) names it among the three creeds the Reformed churches willingly receive.',
  },
  {
    slug: 'nicene-creed',
    fileName: 'nicene_creed.json',
    name: 'Nicene Creed',
    year: 381,
    format: 'creed',
    description:
      'The creed of the early councils, confessing that the Son is of one substance with the Father and that the Holy Spirit is the Lord and Giver of Life. It is the most widely shared confession of the Christian church, East and West.',
    historicalContext:
      'The Council of Nicaea in 325 confessed the full deity of the Son against the teaching of Arius. The First Council of Constantinople in 381 enlarged the creed, above all in what it says of the Holy Spirit, and that text is the one confessed today. The Western churches later added that the Spirit proceeds from the Father "and the Son", as this version reads.',
  },
  {
    slug: 'athanasian-creed',
    fileName: 'athanasian_creed.json',
    name: 'Athanasian Creed',
    year: 800,
    format: 'creed',
    description:
      'A careful confession of the Trinity (one God in three Persons, neither confounding the Persons nor dividing the substance) and of the two natures of Christ in one Person. It is known by its Latin opening words, Quicunque vult ("Whosoever will be saved").',
    historicalContext:
      "It bears the name of Athanasius of Alexandria, the fourth-century defender of the Nicene faith, but it was written in Latin in the Western church after his time. The oldest surviving manuscripts date from the late eighth century. The Reformers received it with the Apostles' and Nicene creeds, and the Belgic Confession names all three.",
  },
];

export function catalogEntry(slug: string): CatalogConfession | null {
  return CONFESSION_CATALOG.find((c) => c.slug === slug) ?? null;
}

/** Catechisms count Questions on the confessions index; everything else counts Chapters. */
export function isCatechism(slug: string): boolean {
  return slug.includes('catechism');
}

/** A creed is read and learned line by line (sections `line-{n}`); one an admin adds is known by its slug. */
export function isCreed(slug: string): boolean {
  const entry = catalogEntry(slug);
  return entry ? entry.format === 'creed' : slug.endsWith('-creed');
}

export type UnitLabel = 'Questions' | 'Chapters' | 'Lines';

/** What the confessions index counts for a document: Questions of a catechism, Lines of a creed, else Chapters. */
export function unitLabel(slug: string): UnitLabel {
  if (isCreed(slug)) return 'Lines';
  return isCatechism(slug) ? 'Questions' : 'Chapters';
}
