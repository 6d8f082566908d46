"""Compact hand-made vocabularies of common nouns the tagger reads: occasions (@e), places (@l)
and physical things (@i), and the capitalised words that open a sentence without naming anyone.

Singular forms only; `noun_pattern` accepts the plural too. Generic everyday words, not tuned to
any text: a missed noun costs a tag, a wrong one costs a wrong tag.
"""

from __future__ import annotations

from palace.mining.offline.vocabulary import words

# Occasions: something that happens at a time and that one goes to, holds or has.
EVENT_NOUNS = words("""
    party wedding concert meeting meetup trip vacation workshop class lesson course conference
    festival fair marathon race triathlon match tournament dinner lunch brunch breakfast picnic
    barbecue bbq potluck cookout cook-off reunion graduation ceremony birthday anniversary
    funeral appointment interview review demo standup stand-up retro deploy release launch
    offsite presentation exhibit exhibition recital performance gig rally parade hike retreat
    session call flight cruise tour sale fundraiser opening shower club fireworks bonfire
    sleepover playdate audition surgery checkup check-up exam lecture seminar webinar hackathon
    honeymoon celebration gathering sync game show play visit date group championship accident
    final all-hands tasting retirement reception bee run practice rehearsal test quiz
    competition contest mitzvah housewarming baptism christening shift
    """)
# Nouns that are verbs just as often ("I'll call", "we launch", "to review"): events only after
# a/the/my or a word that says which ("the call", "a soccer game", "the school play").
EVENT_NEEDS_DETERMINER = words("""
    show play visit date call review launch release deploy demo tour race match sync hike
    cruise shower interview meeting gathering accident final fair practice test
    """)
# Nouns that are events only with a word that says which ("a support group", "a grand
# opening"): "the group" or "the opening" alone is no occasion.
EVENT_NEEDS_MODIFIER = words("group club sale opening session game tasting bee run shift")
# Words that say what something is like, not which one it is: "a new game" is no occasion,
# "her new place" is still her home.
QUALITIES = words("""
    new old big little small great nice good best favorite favourite own local first last
    other same whole real huge tiny lovely beautiful amazing awesome cool fun
    """)
# Modifiers that make a game a thing, not an occasion ("board games").
NOT_EVENT_GAMES = words("board video card computer mobile online party")
# "game night", "movie night": a time word that names an occasion after these.
EVENT_NIGHTS = words("game movie date trivia karaoke quiz poker girls guys")

# Places one is at, goes to or comes from.
PLACE_NOUNS = words("""
    lake park beach gym office library museum cafe coffeehouse restaurant bar pub school
    hospital clinic airport station mountain coast river shelter bakery shop store market mall
    church temple mosque studio gallery aquarium zoo stadium arena center centre theater
    theatre cinema garage garden backyard yard kitchen room house apartment flat hotel motel
    pool highway trail campsite campground farm summit rooftop venue salon pharmacy
    supermarket university campus college playground harbor harbour island forest woods
    desert valley city town village neighborhood neighbourhood field court track farmhouse
    pond barn stop bathroom bedroom bank vineyard floor vet reservoir fountain castle lobby
    winery dentist doctor café
    rink dock pier ranch cabin cottage lodge resort spa hall alley street road bridge square
    plaza lab laboratory factory warehouse headquarters hq place area parlor parlour
    basement attic cellar porch patio driveway hallway nursery daycare preschool kindergarten
    dorm hostel inn canal marina cathedral chapel waterfall lagoon cliff cave canyon meadow
    orchard brewery distillery deli diner bistro arcade suite lounge courtyard boardwalk
    """)
# Place nouns that are places only with a word before them ("coffee place", "her place" is home).
PLACE_NEEDS_MODIFIER = words("place room field court track hall center centre area stop floor")
# Places that are also people ("the vet says …"): places only after a word of place.
PLACE_NEEDS_LOCATIVE = words("vet dentist doctor")
# Word endings of kinds of place ("steakhouse", "skatepark", "bookstore"): places
# after a word of place ("at the winery"), whatever the word.
PLACE_ENDINGS = ("house", "park", "shop", "store", "room", "yard", "market")

# Physical things: objects, devices, vehicles, clothes, food, animals one keeps.
ITEM_NOUNS = words("""
    car bike bicycle kayak canoe boat surfboard skateboard scooter truck motorcycle van efoil
    phone laptop computer tablet camera watch headphones earbuds tv console switch drone
    printer keyboard charger guitar piano violin drum ukulele flute cello saxophone trumpet
    book novel journal notebook album record painting mural sculpture poster drawing postcard
    card letter gift present photo picture canvas sketch quilt scarf hat sweater jacket coat
    dress shoe sneaker boot backpack bag umbrella sunglasses necklace ring bracelet earring
    wallet key desk chair couch sofa lamp vase bowl mug cup plate shelf bed tent drill hammer
    machine oven blender toy puzzle doll ball dog puppy cat kitten hamster rabbit bunny horse
    bird parrot fish turtle pig goat lizard snake pet cake cookie pie bread lasagna paella
    pizza soup salad pasta portrait self-portrait tripod bookshelf faucet sink treehouse paddle
    ticket train milk egg chili tomato basil snowman peach cupcake passport collar tire box
    cooker fence ferry tram bus taxi cab subway plane
    strawberry apple grocery snack flower plant sandcastle tree costume medal trophy
    table drawer stove fridge freezer microwave dishwasher kettle toaster stroller crib
    glasses candle cable screen projector monitor remote battery basket blanket pillow towel
    mattress rug carpet curtain mirror clock helmet glove sock shirt jeans hoodie skirt belt
    suitcase luggage screwdriver wrench ladder broom vacuum heater mower skillet pan pot
    spoon fork knife tablecloth birdhouse controller
    """)
# Item nouns that are verbs or occasions just as often ("book a table", "watch a film", "ring
# me"): things only after a/the/my or a word that says which.
ITEM_NEEDS_DETERMINER = words("""
    book watch ring switch drill record card present picture drawing painting letter sketch
    ball plant machine key fish train sink dress bus cab plane table screen remote monitor
    clock pot pan vacuum
    """)

# Capitalised words that open a sentence (or follow a comma) without naming anyone: the
# issue-48 junk ("Let", "Life") and everyday openers. A name must not be one of them.
NOT_A_NAME_AT_START = words("""
    let life great thanks thank sorry please maybe perfect awesome amazing nice cool love
    everyone everybody someone somebody anyone anybody nobody nothing everything people folks
    guys work home mom mum dad mother father grandma grandpa parents kids baby family god
    traffic weather dinner lunch breakfast stuff today tonight tomorrow yesterday hope glad
    happy excited good bad sure ok okay yes no yeah yep nope hey hi hello bye congrats cheers
    wish feel check take make see look keep hold wait call tell ask give bring try stop
    fingers super rest stay fully bet guess mine anyway anyways btw fyi however overall besides
    plus perhaps lately meanwhile otherwise instead though remember change
    """)


# What one buys, loses or fixes that is no thing: "lost my job", "found a way", "got a call".
NOT_A_THING = words("""
    job time way idea chance lot bit call message text email note reply answer question point
    deal discount refund promotion raise degree feeling sense mind track touch weight balance
    habit lesson interest motivation inspiration courage confidence voice passion joy peace hope
    love support help advice opportunity spot place home one ones it them that this something
    anything nothing everything stuff thing things work friend friends people team moment break
    rest memory memories shot shots part role side step try talk bug money feedback password
    """)
# Parts of the body: no thing one has ("broke her wrist"), unless a word says which ("a monitor
# arm").
BODY_PARTS = words("""
    arm leg hand foot knee shoulder head neck wrist ankle finger toe tooth teeth nose back hip
    elbow rib
    """)
# People by what they do: "the violin teacher" is a person, and "violin" only says which.
ROLES = words("""
    teacher nurse doctor boss neighbor coach driver chef lawyer mechanic student manager
    engineer electrician carpenter accountant cashier waiter instructor tutor trainer plumber
    tailor barber hairdresser florist butcher gardener nanny babysitter photographer
    """)


def _plural(noun: str) -> str:
    if noun.endswith("y") and noun[-2:-1] not in tuple("aeiou"):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "sh", "ch", "x")):
        return noun + "es"
    return noun + "s"


def noun_pattern(nouns: frozenset[str]) -> str:
    """A regex alternation of the nouns and their plurals, longest first."""
    forms = {form for noun in nouns for form in (noun, _plural(noun))}
    return "|".join(sorted((f.replace("-", r"\-") for f in forms), key=len, reverse=True))


def forms(nouns: frozenset[str]) -> frozenset[str]:
    """The nouns as text may spell them: singular and plural."""
    return frozenset(form for noun in nouns for form in (noun, _plural(noun)))


_SINGULAR = {_plural(noun): noun for noun in EVENT_NOUNS | PLACE_NOUNS | ITEM_NOUNS} | {
    noun: noun for noun in EVENT_NOUNS | PLACE_NOUNS | ITEM_NOUNS
}


def singular(word: str) -> str:
    """The vocabulary form of a noun read in text ("strawberries" → "strawberry")."""
    low = word.lower()
    return _SINGULAR.get(low, low)
