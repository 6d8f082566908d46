"""Train the scrubber's value model (`memories/redaction/value_model.py`) and write its weights.

`python -m tests.memories.redaction.train_value_model` (about a minute; needs scikit-learn, which
the `local-embeddings` extra installs). Positives: every word of a spent corpus's samples that
holds its planted secret. Negatives: every other candidate word of those samples, the corpora's
clean texts, and real text that holds no secret: half of LoCoMo's dialogues and summaries, half of
the installed packages' descriptions and half of Django's translation catalogues (chosen by a fixed
seed; the other halves are where `--check` counts false positives). The blind corpora are never
read. `--leave-out NAME …` also leaves those corpora (and round modules) out, and `--check
--rules REVISION` then measures what the model adds on them to the rules of that revision
(docs/benchmarks.md, "The value model").
"""

from __future__ import annotations

import argparse
import difflib
import glob
import importlib
import json
import random
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from memories.redaction import value_model
from memories.redaction.assign import FIELD_BREAK
from memories.redaction.json import child_key, learned_leaf
from tests.memories.redaction.secret_classes_report import BLIND_NUMBERS

_PACKAGE = "tests.memories.redaction."
BLIND = tuple(f"secret_classes_families_heldout{i}" for i in sorted(BLIND_NUMBERS))
SPENT = (
    "secret_classes_tuning",
    "secret_classes_heldout",
    "secret_classes_heldout2",
    "secret_classes_families",
    "secret_classes_families_heldout",
    *(
        f"secret_classes_families_heldout{i}"
        for i in (*range(2, 23), *range(33, 35), *range(37, 63))
    ),
)
_LOCOMO = Path(__file__).resolve().parents[3].parent / "shared/bench/locomo/locomo_dev.json"
THRESHOLD = 0.85
C = 0.2  # the inverse of the weights' penalty (chosen with the threshold on left-out corpora)


@dataclass(frozen=True)
class Record:
    texts: tuple[str, ...]
    secret: str | None


def corpus_records(name: str, leave_out: Iterable[str] = ()) -> list[Record]:
    """A corpus's samples (fields of a pair read as one text) and clean texts."""
    module = importlib.import_module(_PACKAGE + name)
    left = set(leave_out)
    if name == "secret_classes_families" and left:  # its round modules, one by one
        samples, clean = _families_without(module, left)
    else:
        samples, clean = module.secrets(), module.CLEAN
    out = [Record((s.text,), s.secret) for s in samples]
    out += [Record((f"{p.first}{FIELD_BREAK}{p.second}",), p.secret) for p in module.field_pairs()]
    out += [
        Record((json.dumps(m.metadata, ensure_ascii=False),), m.secret)
        for m in module.metadata_samples()
    ]
    out += [Record((t,), None) for t in clean]
    return out + [Record((json.dumps(m, ensure_ascii=False),), None) for m in module.CLEAN_METADATA]


def _families_without(module: Any, left: set[str]) -> tuple[list[Any], list[str]]:
    """The families corpus's own samples and those of its round modules but the ``left`` ones,
    and its clean texts but theirs."""
    rng = random.Random(5)
    samples = [gen(rng) for gen in module.GENERATORS for _ in range(30)]
    dropped: set[str] = set()
    for path in sorted(Path(__file__).parent.glob("secret_classes_families_round*.py")):
        round_module = importlib.import_module(_PACKAGE + path.stem)
        if path.stem.removeprefix("secret_classes_families_") in left:
            dropped |= set(getattr(round_module, "CLEAN", []))
            continue
        classes = getattr(round_module, "TEMPLATES", None) or round_module.CLASSES
        samples += [round_module.sample(c, rng) for c in classes for _ in range(10)]
    return samples, [t for t in module.CLEAN if t not in dropped]


def real_texts(seed: int = 7) -> tuple[list[str], list[str]]:
    """Real text with no secret in it, in two halves: (train, check)."""
    units: list[list[str]] = []
    texts: set[str] = set()

    def walk(x: object) -> None:
        if isinstance(x, str):
            texts.add(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    if _LOCOMO.exists():
        walk(json.loads(_LOCOMO.read_text()))
    units += [[t] for t in sorted(t for t in texts if len(t) > 3)]
    site = Path(np.__file__).parents[1]
    for path in sorted(glob.glob(str(site / "*.dist-info/METADATA"))):
        lines = Path(path).read_text(encoding="utf-8", errors="replace").split("\n")
        units.append(sorted({line for line in lines if line.strip()}))
    for path in sorted(glob.glob(str(site / "django/**/LC_MESSAGES/django.po"), recursive=True)):
        lines = Path(path).read_text(encoding="utf-8", errors="replace").split("\n")
        units.append(sorted({line[8:-1] for line in lines if line.startswith('msgstr "')}))
    for package in ("django", "rest_framework"):  # (code: identifiers, hashes and ids in it)
        for path in sorted(glob.glob(str(site / package / "**/*.py"), recursive=True)):
            if "/test" in path:
                continue
            lines = Path(path).read_text(encoding="utf-8", errors="replace").split("\n")
            units.append(sorted({line.strip() for line in lines if line.strip()})[:150])
    rng = random.Random(seed)
    rng.shuffle(units)
    half = len(units) // 2
    return [t for u in units[:half] for t in u], [t for u in units[half:] for t in u]


_DIGEST_WORDS = [
    "MD5",
    "md5",
    "SHA-1",
    "sha1",
    "SHA-256",
    "sha256",
    "checksum",
    "digest",
    "hash",
    "ETag",
    "commit",
    "build",
    "trace",
    "span",
    "request id",
    "run",
    "layer",
    "blob",
]
_THINGS = [
    "the installer",
    "the image",
    "the tarball",
    "the release",
    "the backup",
    "the upload",
    "the artifact",
    "the build",
    "the job",
    "the bundle",
]


_TERMS = [
    "BM25",
    "HS256",
    "RS256",
    "SHA256",
    "UTF-8",
    "IPv6",
    "HTTP/2",
    "S3",
    "EC2",
    "ARM64",
    "x86_64",
    "AMD64",
    "Win32",
    "MP4",
    "H.264",
    "K8s",
    "p95",
    "p50",
    "Q3",
    "OAuth2",
    "GPT-4o",
    "Llama3",
    "ES2022",
    "Python3.11",
    "PG16",
    "ext4",
    "i18n",
    "a11y",
    "MiniLM-L6",
    "Jun19",
    "2:30am",
    "W3C",
    "B2B",
    "4K",
    "5G",
    "USB-C",
    "Wi-Fi6",
    "IPv4",
    "TLS1.3",
    "HAProxy",
    "PgBouncer",
    "iOS17",
    "macOS14",
    "Node20",
    "ONNX",
    "CUDA12",
    "COVID-19",
    "MP3",
    "PS5",
]


def _serial(rng: random.Random) -> tuple[str, str]:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    value = "".join(rng.choice(alphabet) for _ in range(rng.choice([8, 10, 12])))
    return rng.choice(
        [
            "laptop serial",
            "serial number",
            "device serial",
            "frame number",
            "part number",
            "model number",
            "SKU",
            "licence plate",
            "VIN",
        ]
    ), value


def _measure(rng: random.Random) -> tuple[str, str]:
    unit = rng.choice(
        [
            "Ah",
            "GB",
            "TB",
            "mAh",
            "V",
            "W",
            "kW",
            "mm",
            "cm",
            "kg",
            "Hz",
            "MHz",
            "L",
            "ml",
            "psi",
            "in",
            "ft",
        ]
    )
    value = f"{rng.randrange(1, 999)}{unit}"
    return rng.choice(
        [
            "house battery",
            "disk",
            "screen",
            "tyre pressure",
            "tank",
            "power bank",
            "monitor",
            "budget",
            "charger",
            "bike frame",
            "pack",
        ]
    ), value


def _model_name(rng: random.Random) -> tuple[str, str]:
    value = (
        rng.choice(["RTX", "GX", "XPS", "MX", "ZX", "T", "SM-A", "EOS R", "DS", "HL-L"])
        + str(rng.randrange(10, 9999))
        + rng.choice(["", "i", "X", "+", "CDW", "e", "Pro"])
    )
    return rng.choice(
        ["printer", "camera", "phone", "laptop", "router", "GPU", "model", "NAS", "car"]
    ), value


_THINGS_AND_VALUES = [_serial, _measure, _model_name]


def lookalikes(n: int = 3000, seed: int = 11) -> list[str]:
    """Texts of what a scrubber must keep: digests after the word that says so, phone and parcel
    numbers in their groups, ids, versions, dates, order numbers and amounts."""
    rng = random.Random(seed)
    hexd = "0123456789abcdef"

    def digits(k: int) -> str:
        return "".join(rng.choice("0123456789") for _ in range(k))

    def phone() -> str:
        groups = rng.choice([[4, 4, 4], [3, 3, 4], [3, 4, 4], [2, 4, 4], [4, 3, 3], [3, 3, 3, 3]])
        sep = rng.choice([" ", "-", " ", "."])
        lead = rng.choice(["", "+44 ", "+49 ", "+1 ", "+63 ", "+91 ", "0", "(0) "])
        return lead + sep.join(digits(g) for g in groups)

    def make() -> str:
        kind = rng.randrange(12)
        if kind == 11:  # what a thing is called or measures: a serial, a size, a model
            thing, value = rng.choice(_THINGS_AND_VALUES)(rng)
            return rng.choice(
                [
                    f"The {thing} is {value}.",
                    f"My {thing} is {value}, I think.",
                    f"Our {thing}: {value}",
                    f"The new {thing} is {value} now.",
                ]
            )
        if kind == 10:  # the names of things with a number in them
            term = rng.choice(_TERMS)
            return rng.choice(
                [
                    f"We use {term} for that.",
                    f"{term} is the default now.",
                    f"Switch the service to {term} first.",
                    f"The {term} numbers look fine.",
                    f"Compare it with {term}; it wins.",
                ]
            )
        if kind == 9:  # an API object's id: its prefix, then letters and digits
            prefix = rng.choice(["ord", "cus", "inv", "txn", "evt", "pi", "sub", "acct", "ch"])
            value = (
                prefix
                + "_"
                + "".join(
                    rng.choice(hexd + "ABCDEFGHJKLMNPQRSTUVWXYZ")
                    for _ in range(rng.choice([14, 24, 32]))
                )
            )
            return rng.choice(
                [
                    f"Order: {value}",
                    f"Refund {value} was issued.",
                    f"The webhook sent {value} twice.",
                    f"Customer {value} churned.",
                ]
            )
        if kind == 7:
            short = "".join(rng.choice(hexd) for _ in range(7))
            other = "".join(rng.choice(hexd) for _ in range(rng.choice([7, 8, 10, 12])))
            return rng.choice(
                [
                    f"Fixed in {short}.",
                    f"Revert {short}, it broke the build.",
                    f"Compare {short} with {other} first.",
                    f"{short} is the parent of {other}.",
                    f"Cherry-pick {short} onto main.",
                ]
            )
        if kind == 8:
            groups = " ".join(
                "".join(rng.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(10)
            )
            return rng.choice(
                [
                    f"Signing key fingerprint: {groups}",
                    f"The release key is {groups}; verify the tag with it.",
                    f"gpg --recv-keys {groups}",
                ]
            )
        if kind == 0:
            value = "".join(rng.choice(hexd) for _ in range(rng.choice([16, 32, 40, 64])))
            word, thing = rng.choice(_DIGEST_WORDS), rng.choice(_THINGS)
            return rng.choice(
                [
                    f"{word} of {thing} is {value}.",
                    f"{thing.capitalize()} {word} {value} matches.",
                    f"{word}: {value}",
                    f"{word} {value} is the one that failed.",
                ]
            )
        if kind == 1:
            return rng.choice(
                [
                    "Call me on {} after six.",
                    "Her number is {}.",
                    "Phone: {}",
                    "Ring the office on {} before noon.",
                    "New mobile {}, old one gone.",
                ]
            ).format(phone())
        if kind == 2:
            value = "1Z " + " ".join(digits(3) for _ in range(4))
            return rng.choice(
                [
                    "Tracking number {} shows it in transit.",
                    "Parcel {} arrives Thursday.",
                    "Waybill {} is stuck in customs.",
                ]
            ).format(rng.choice([value, digits(10), " ".join(digits(4) for _ in range(3))]))
        if kind == 3:
            u = "-".join("".join(rng.choice(hexd) for _ in range(k)) for k in (8, 4, 4, 4, 12))
            return rng.choice(
                ["Request {} timed out.", "The row id is {}.", "Trace {} shows it."]
            ).format(u)
        if kind == 4:
            v = f"{rng.randrange(10)}.{rng.randrange(30)}.{rng.randrange(100)}"
            return rng.choice(
                [
                    f"Version {v} fixed it.",
                    f"Upgrade to v{v}-rc.{rng.randrange(5)} first.",
                    f"Model DS{digits(3)}+ on DSM {v}-{digits(5)}.",
                ]
            )
        if kind == 5 and rng.random() < 0.5:  # a reference: digits, leading zeros kept
            ref = digits(rng.choice([5, 6, 7, 8]))
            return rng.choice(
                [
                    f"(note {rng.randrange(99)}, ref {ref}).",
                    f"Booking ref {ref} is confirmed.",
                    f"Quote reference {ref} when you call.",
                    f"Case {ref} was closed, see ref {digits(6)}.",
                ]
            )
        if kind == 5:
            return rng.choice(
                [
                    "Order #{}-{} ships Monday.",
                    "Invoice INV-{}-{} is paid.",
                    "Ticket {}-{} was closed.",
                ]
            ).format(rng.choice(["A", "DH", "PO", "OPS"]) + digits(4), digits(4))
        return rng.choice(
            ["The limit is {} tokens.", "Room {} is on floor {}.", "It cost {} EUR on {}."]
        ).format(digits(4), digits(1) + f"/20{digits(2)}")

    return [make() for _ in range(n)]


_QUANTITY_KEYS = [
    "port", "db_port", "redis_port", "smtp_port", "timeout", "timeout_ms", "pool_size",
    "max_connections", "retries", "workers", "replicas", "ttl", "expires_in", "max_age",
    "backlog", "batch_size", "buffer_size", "memory_mb", "threads", "interval", "uid", "gid",
    "max_body_size", "keepalive", "shards", "chunk_size",
]  # fmt: skip
_SECRET_KEYS = ["password", "db_password", "passwd", "secret", "api_key", "token", "pass"]
_PLACEHOLDERS = [
    "${DB_PASSWORD}", "%(PASSWORD)s", "{{ vault_db_password }}", "<password>", "REPLACE_ME",
    "${env:PG_PASS}", "***", "<redacted>", "${SECRET}", "{{ .Values.password }}",
]  # fmt: skip


def config_lookalikes(n: int = 600, seed: int = 19) -> list[str]:
    """Config blocks whose secret lines hold a placeholder and whose other lines hold numbers
    under keys that name a quantity (`port: 5432` after a password line): no secret."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        style = rng.choice(["yaml", "ini", "env"])
        indent = rng.choice(["", "  ", "    "]) if style == "yaml" else ""
        keys = rng.sample(_QUANTITY_KEYS, rng.randint(1, 4))
        lines = []
        for key in keys:
            value = str(rng.choice([rng.randrange(10, 100), rng.randrange(100, 100_000)]))
            lines.append((key, value))
        lines.insert(
            rng.randrange(len(lines) + 1), (rng.choice(_SECRET_KEYS), rng.choice(_PLACEHOLDERS))
        )
        if style == "yaml":
            out.append("\n".join(f"{indent}{k}: {v}" for k, v in lines))
        elif style == "ini":
            out.append("\n".join(f"{k} = {v}" for k, v in lines))
        else:
            out.append("\n".join(f"{k.upper()}={v}" for k, v in lines))
    return out


def _label(text: str, start: int, end: int, secret: str | None) -> int:
    if not secret:
        return 0
    word = text[start:end]
    at = text.find(secret)
    if at >= 0 and start < at + len(secret) and at < end:
        return 1
    return int((len(secret) >= 12 and secret in word) or (len(word) >= 6 and word in secret))


def rows(records: Iterable[Record], *, kind: str = "value") -> tuple[list[list[int]], list[int]]:
    """Each candidate word's hashed features and label, for the candidates of one ``kind``
    (`value_model.kind_of`: value-shaped words, plain words a group of digits follows, groups
    of three digits), each kind with weights of its own."""
    x: list[list[int]] = []
    y: list[int] = []
    for record in records:
        for text in record.texts:
            for start, end in value_model.candidates(text):
                if value_model.kind_of(text[start:end]) != kind:
                    continue
                x.append(value_model.hashed(value_model.features(text, start, end)))
                y.append(_label(text, start, end, record.secret))
    return x, y


def fit(records: list[Record], *, kind: str = "value") -> tuple[np.ndarray, float]:
    """The weights and bias of one kind of candidate (`rows`)."""
    from scipy.sparse import csr_matrix
    from sklearn.linear_model import LogisticRegression

    x, y = rows(records, kind=kind)
    indptr = np.cumsum([0] + [len(r) for r in x])
    indices = np.fromiter((i for r in x for i in r), dtype=np.int64, count=int(indptr[-1]))
    data = np.ones(len(indices))
    matrix = csr_matrix((data, indices, indptr), shape=(len(x), 1 << value_model.BITS))
    matrix.sum_duplicates()
    model = LogisticRegression(C=C, max_iter=3000)
    model.fit(matrix, np.array(y))
    print(f"trained on {len(y)} {kind} words, {sum(y)} of them secrets", file=sys.stderr)
    return model.coef_[0].astype(np.float32), float(model.intercept_[0])


def save(records: list[Record], out: Path) -> None:
    """Fit each kind of candidate on ``records`` and write their weights to ``out``."""
    weights, bias = fit(records)
    spelled_weights, spelled_bias = fit(records, kind="plain")
    short_weights, short_bias = fit(records, kind="short")
    np.savez_compressed(
        out,
        weights=weights.astype(np.float16),
        bias=bias,
        threshold=THRESHOLD,
        spelled_weights=spelled_weights.astype(np.float16),
        spelled_bias=spelled_bias,
        short_weights=short_weights.astype(np.float16),
        short_bias=short_bias,
    )


def scrubber_test_texts(seed: int = 99) -> list[Record]:
    """The scrubber tests' own samples: every lookalike list a round's tests keep (`KEPT`,
    `…LOOKALIKES`), and the seeded corpus's planted secrets and clean sentences (a seed of its
    own, not the test's)."""
    out: list[Record] = []
    for path in sorted(Path(__file__).parent.glob("test_redaction*.py")):
        module = importlib.import_module(_PACKAGE + path.stem)
        for name, value in sorted(vars(module).items()):
            if (name == "KEPT" or name.endswith("LOOKALIKES")) and isinstance(value, list):
                out += [Record((t,), None) for t in value if isinstance(t, str)]
    seeded = importlib.import_module(_PACKAGE + "test_redaction")
    rng = random.Random(seed)
    planted = [seeded._planted(rng, kind) for kind in seeded.KINDS for _ in range(30)]
    out += [Record((p.text,), p.secret) for p in planted]
    return out + [Record((seeded._clean_sentence(rng),), None) for _ in range(600)]


def lone_fields(texts: list[str], n: int = 3000, seed: int = 13) -> list[str]:
    """A real line, then a field of one value-shaped word of real text (a version, a name with
    a number, a date): fields written together, as the scrubber joins them."""
    rng = random.Random(seed)
    lines = [t for t in texts if "\n" not in t]
    words = sorted(
        {
            t[s:e]
            for t in lines[:40_000]
            for s, e in value_model.candidates(t)
            if e - s <= 40 and value_model.kind_of(t[s:e]) == "value"
        }
    )
    return [f"{rng.choice(lines)}{FIELD_BREAK}{rng.choice(words)}" for _ in range(n)]


def training_records(leave_out: Iterable[str] = ()) -> list[Record]:
    left = set(leave_out)
    out = [r for name in SPENT if name not in left for r in corpus_records(name, left)]
    train, _ = real_texts()
    out += scrubber_test_texts()
    lookalike = [*lookalikes(), *config_lookalikes()]
    return out + [Record((t,), None) for t in [*train, *lookalike, *lone_fields(train)]]


def _with_model(text: str, scrubbed: str | None = None) -> str:
    """``text`` as the scrubber with the model writes it, given what the rules alone wrote
    (``scrubbed``): the model reads the original text, as in the scrubber, but for the spans
    the rules replaced (found by aligning the two texts)."""
    if scrubbed is None:
        scrubbed = text
    opcodes = difflib.SequenceMatcher(None, text, scrubbed, autojunk=False).get_opcodes()
    taken = [(i1, i2) for op, i1, i2, _, _ in opcodes if op in ("replace", "delete")]
    learned = value_model.likely_secrets(text, taken)
    out = scrubbed
    for start, end in reversed(_outside(learned, opcodes)):
        out = f"{out[:start]}[REDACTED:likely_secret]{out[end:]}"
    return out


def _outside(spans: list[tuple[int, int]], opcodes: list[Any]) -> list[tuple[int, int]]:
    """``spans`` of the original text moved to where they stand in the rules' output (each
    lies in a stretch the rules kept, since the model skips what they took)."""
    out = []
    for start, end in spans:
        for op, i1, i2, j1, _ in opcodes:
            if op == "equal" and i1 <= start and end <= i2:
                out.append((j1 + start - i1, j1 + end - i1))
                break
    return sorted(out)


def _fields_with_model(fields: list[str], scrubbed: list[str]) -> list[str]:
    """Fields written together as the scrubber with the model writes them: each read alone, and
    a later field of one word read after the field before it (`scrub_joined`)."""
    out = [_with_model(text, after) for text, after in zip(fields, scrubbed, strict=True)]
    lone = [i for i, text in enumerate(fields) if i and len(text.split()) == 1]
    if lone:
        read = _with_model(FIELD_BREAK.join(fields), FIELD_BREAK.join(scrubbed))
        parts = read.split(FIELD_BREAK)
        for i in lone:
            if len(parts) == len(fields) and "[REDACTED:likely_secret]" in parts[i]:
                out[i] = parts[i]
    return out


def _leaves_with_model(value: Any, scrubbed: Any, key: str = "") -> Any:
    """A metadata value as the scrubber reads it: each string leaf alone, and a leaf of one word
    the rules kept read under its key (`json.learned_leaf`; a key read with its parent's as
    `scrub_json` names it)."""
    if isinstance(value, dict) and isinstance(scrubbed, dict):
        out = {}
        for (_, v1), (k2, v2) in zip(value.items(), scrubbed.items(), strict=False):
            out[k2] = _leaves_with_model(v1, v2, child_key(key, k2)[0])
        return out
    if isinstance(value, list) and isinstance(scrubbed, list):
        return [_leaves_with_model(a, b, key) for a, b in zip(value, scrubbed, strict=False)]
    if isinstance(value, str) and isinstance(scrubbed, str):
        if scrubbed == value and learned_leaf(key, value):
            return "[REDACTED:likely_secret]"
        return _with_model(value, scrubbed)
    return scrubbed


def check(leave_out: Iterable[str], rules: str | None) -> list[str]:
    """What the weights in use do on the real text they were not trained on and, with the rules
    of ``rules``, on each corpus left out: its secrets scrubbed by those rules alone, then read
    by the model too, and its clean texts changed."""
    from tests.memories.redaction.secret_classes_report import _scrubber_at, leaks

    _, held = real_texts()
    flagged = sum(1 for text in held if value_model.likely_secrets(text))
    out = [f"real text not trained on: {flagged} of {len(held)} texts get a word taken"]
    pairs = [text.split(FIELD_BREAK) for text in lone_fields(held, seed=17)]
    taken = sum(_fields_with_model(pair, pair)[1] != pair[1] for pair in pairs)
    out.append(f"a word alone after a line of that text: {taken} of {len(pairs)} taken")
    if rules is None:
        return out
    scrubber = _scrubber_at(rules)
    scrub_json = importlib.import_module(f"{scrubber.__name__}.json").scrub_json
    for name in (n for n in leave_out if n.startswith("secret_classes")):
        module = importlib.import_module(_PACKAGE + name)
        cases = [
            (s.secret, [s.text], [scrubber.scrub_secrets(s.text).text]) for s in module.secrets()
        ]
        cases += [
            (
                p.secret,
                [p.first, p.second],
                [r.text for r in scrubber.scrub_joined([p.first, p.second])],
            )
            for p in module.field_pairs()
        ]
        alone = both = 0
        for secret, fields, scrubbed_fields in cases:
            alone += not leaks(secret, " | ".join(scrubbed_fields))
            both += not leaks(secret, " | ".join(_fields_with_model(fields, scrubbed_fields)))
        for m in module.metadata_samples():
            scrubbed = scrub_json(m.metadata)
            alone += not leaks(m.secret, json.dumps(scrubbed, ensure_ascii=False))
            both += not leaks(
                m.secret,
                json.dumps(_leaves_with_model(m.metadata, scrubbed), ensure_ascii=False),
            )
        total = len(cases) + len(module.metadata_samples())
        clean = [scrubber.scrub_secrets(t).text for t in module.CLEAN]
        changed = sum(a != b for a, b in zip(module.CLEAN, clean, strict=True))
        changed_both = sum(a != _with_model(a, b) for a, b in zip(module.CLEAN, clean, strict=True))
        out.append(
            f"{name}: the rules of {rules} {alone}/{total}, with the model {both}/{total}; "
            f"clean texts changed {changed} -> {changed_both} of {len(clean)}"
        )
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--leave-out", nargs="*", default=[])
    parser.add_argument("--out", type=Path, default=value_model.WEIGHTS_PATH)
    parser.add_argument("--check", action="store_true", help="measure the weights written")
    parser.add_argument("--rules", help="with --check: the revision whose rules the model joins")
    args = parser.parse_args(argv)
    save(training_records(args.leave_out), args.out)
    print(f"wrote {args.out}", file=sys.stderr)
    if args.check:
        value_model.use_weights(args.out)
        print("\n".join(check(args.leave_out, args.rules)))
    return 0


if __name__ == "__main__":
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
    django.setup()
    raise SystemExit(main(sys.argv[1:]))
