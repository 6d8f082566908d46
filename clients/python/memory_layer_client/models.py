"""Typed results of the Memory Layer API: frozen dataclasses built from the JSON responses.

Each keeps the response it came from in `raw`, so a field the server adds later is not lost.
Fields are snake_case; a model whose API names them otherwise (the project-memories API's
camelCase) maps them in `json_names`.
"""

from __future__ import annotations

import ast
import dataclasses
import sys
import typing
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, Union, get_args, get_origin

if TYPE_CHECKING:
    from typing_extensions import Self

M = TypeVar("M", bound="Model")


_HINTS: dict[type, dict[str, Any]] = {}


class _Unions(ast.NodeTransformer):
    """`X | Y` as `Union[X, Y]`: Python 3.9 cannot evaluate `|` between types."""

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if not isinstance(node.op, ast.BitOr):
            return node
        pair = ast.Tuple(elts=[node.left, node.right], ctx=ast.Load())
        return ast.Subscript(value=ast.Name(id="Union", ctx=ast.Load()), slice=pair, ctx=ast.Load())


def _evaluated(annotation: Any, namespace: dict[str, Any]) -> Any:
    if not isinstance(annotation, str):
        return annotation
    tree = _Unions().visit(ast.parse(annotation, mode="eval"))
    code = compile(ast.fix_missing_locations(tree), "<annotation>", "eval")
    return eval(code, {**namespace, "Union": Union})  # our own annotations, nothing received


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        namespace = vars(sys.modules[cls.__module__])
        _HINTS[cls] = {f.name: _evaluated(f.type, namespace) for f in dataclasses.fields(cls)}
    return _HINTS[cls]


def _convert(hint: Any, value: Any) -> Any:
    if value is None:
        return None
    origin, args = get_origin(hint), get_args(hint)
    if origin is typing.Union:
        inner = [arg for arg in args if arg is not type(None)]
        return _convert(inner[0], value) if len(inner) == 1 else value
    if origin is list and args:
        return [_convert(args[0], item) for item in value]
    if hint is datetime and isinstance(value, str):
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    if isinstance(hint, type) and issubclass(hint, Model) and isinstance(value, dict):
        return hint.from_json(value)
    return value


class Model:
    """Base of every result (each a frozen dataclass): `from_json` fills the declared fields
    (datetimes parsed, nested results built); fields the response lacks are None.

    `raw`, the response itself, is no dataclass field, so it stays out of `==` and `repr` and
    after every subclass's fields (Python 3.9 has no keyword-only fields)."""

    raw: dict[str, Any]
    json_names: ClassVar[dict[str, str]] = {}  # field → its JSON key, where they differ

    def __post_init__(self) -> None:
        if "raw" not in self.__dict__:  # built directly rather than from a response
            object.__setattr__(self, "raw", {})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        hints = _hints(cls)
        values = {
            f.name: _convert(hints[f.name], data.get(cls.json_names.get(f.name, f.name)))
            for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        }
        model = cls(**values)
        object.__setattr__(model, "raw", data)
        return model


@dataclass(frozen=True)
class Memory(Model):
    id: str
    content: str
    recall_hint: str
    kind: str
    tags: list[str]
    source: str
    scope: str
    scope_ref: str
    status: str
    stale_reason: str
    confidence: float
    relevance_score: float
    expires_at: datetime | None
    approved_by: str | None
    approved_at: datetime | None
    always_inject: bool
    always_inject_proposed: bool  # an agent's pin, waiting for a person to confirm it
    superseded_by: str | None
    entities: list[str]
    metadata: dict[str, Any]
    pointer: str
    source_conversation: str
    source_run: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class RememberResult(Memory):
    """The saved memory; `deduplicated` is true when a near-duplicate was updated instead."""

    deduplicated: bool


@dataclass(frozen=True)
class MemoryPage(Model):
    results: list[Memory]
    next: str | None


@dataclass(frozen=True)
class RecallHit(Model):
    id: str
    content: str
    kind: str
    scope: str
    score: float
    pointer: str | None
    explain: dict[str, Any] | None
    recall_hint: str | None = None
    tags: list[str] | None = None
    always_inject: bool | None = None
    created_at: datetime | None = None  # when it was saved
    matches_query: bool | None = None  # what /context requires before injecting it
    scope_ref: str | None = None  # its persona/project/system slug or session key ("" if none)


@dataclass(frozen=True)
class RecallResult(Model):
    """`ranking` says how results were ranked; `degraded` with a `note` when the embedder was
    down and recall fell back to full text."""

    strategy: str
    ranking: str
    degraded: bool
    note: str | None
    rerank: str | None
    model: str | None
    results: list[RecallHit]


@dataclass(frozen=True)
class Context(Model):
    """The memory section of a prompt (empty text when nothing matched)."""

    text: str
    memory_ids: list[str]
    always_injected: list[str]
    recent_turns: int | None = None  # the session's short-term turns leading the block
    note: str | None = None  # why something was left out (short-term memory unreachable)


@dataclass(frozen=True)
class Revision(Model):
    id: int
    content: str
    recall_hint: str
    kind: str
    tags: list[str]
    reason: str
    changed_by: str | None
    created_at: datetime


@dataclass(frozen=True)
class Conversation(Model):
    id: str
    external_id: str
    title: str
    subject: str
    session: str
    started_at: datetime | None
    last_message_at: datetime | None
    ended_at: datetime | None
    message_count: int
    mining_status: str
    mining_error: str
    mined_through: int | None


@dataclass(frozen=True)
class ImportJob(Model):
    """An import of your own export archive or a chat history: `status` queued, running, done
    or failed; `phase`, `done` and `total` say how far it got; `report` what it brought in."""

    id: str
    kind: str
    file_name: str
    size: int
    status: str
    phase: str
    done: int
    total: int
    report: dict[str, Any]
    failure: str  # why a failed import stopped
    created_at: datetime
    started_at: datetime | None
    finished_at: datetime | None

    @property
    def finished(self) -> bool:
        return self.status in {"done", "failed"}


@dataclass(frozen=True)
class MessagesAdded(Model):
    added: int
    conversation: Conversation


@dataclass(frozen=True)
class Wing(Model):
    id: int
    number: int
    name: str
    slug: str
    kind: str
    aliases: list[str]
    room_count: int


@dataclass(frozen=True)
class Closet(Model):
    id: int
    topic: str
    drawer_count: int


@dataclass(frozen=True)
class Room(Model):
    id: int
    number: int
    title: str
    pointer: str
    started_at: datetime | None
    conversation: str | None
    closets: list[Closet]


@dataclass(frozen=True)
class WingDetail(Model):
    id: int
    number: int
    name: str
    kind: str
    rooms: list[Room]


@dataclass(frozen=True)
class Drawer(Model):
    id: int
    pointer: str
    content: str
    speaker: str
    sent_at: datetime | None
    tags: list[str]
    wing: str
    room: str
    closet: str
    memory_id: str


@dataclass(frozen=True)
class Entity(Model):
    id: int
    urn: str
    name: str
    kind: str
    aliases: list[str]
    status: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class Relation(Model):
    id: int
    subject: Entity
    predicate: str
    object: Entity | None
    object_value: str
    valid_from: datetime
    valid_to: datetime | None
    learned_at: datetime
    retired_at: datetime | None
    current: bool
    confidence: float
    source_pointer: str


@dataclass(frozen=True)
class EntityTimeline(Model):
    entity: Entity
    relations: list[Relation]


@dataclass(frozen=True)
class RelationAssertion(Model):
    """The relation now true; `created` false when it already was; `closed` the ones it ended."""

    relation: Relation
    created: bool
    closed: list[Relation]
    stale_flagged: int


@dataclass(frozen=True)
class EntityEvent(Model):
    id: int
    entity: int
    kind: str
    note: str
    occurred_at: datetime
    stale_flagged: int
    created_at: datetime


@dataclass(frozen=True)
class Profile(Model):
    """A persona, project or system the key can use: save with `scope` and `scope_ref`."""

    scope: str
    scope_ref: str
    name: str


@dataclass(frozen=True)
class Enrichment(Model):
    """The memories linked to the entity URNs a tool response names, as a context block (empty
    text when none is linked)."""

    text: str
    memory_ids: list[str]
    urns: list[str]


@dataclass(frozen=True)
class Extraction(Model):
    """The facts of one exchange, saved now; `extractor` is `offline` or the LLM's model."""

    extractor: str
    facts: list[RememberResult]


@dataclass(frozen=True)
class RecentTurn(Model):
    role: str
    speaker: str
    content: str


@dataclass(frozen=True)
class RecentTurns(Model):
    """A session's short-term memory: its last turns, oldest first."""

    session: str
    turns: list[RecentTurn]


@dataclass(frozen=True)
class ExternalEntityEvent(Model):
    """An event on an external entity (a catalog URN); memories naming it are flagged stale."""

    id: int
    urn: str
    kind: str
    note: str
    occurred_at: datetime
    created_at: datetime


@dataclass(frozen=True)
class ProjectMemorySettings(Model):
    json_names = {"default_expiry": "defaultExpiry"}

    default_expiry: dict[str, int | None]  # kind → days until a new memory expires (None: never)


@dataclass(frozen=True)
class ProjectSettings(Model):
    project: str  # the project's slug
    memory: ProjectMemorySettings


@dataclass(frozen=True)
class ProjectMemory(Model):
    """A memory of a project, as the project-memories API shapes it (its `type` is `kind`, its
    `active` means active and unexpired). A key without `memory.read` gets only a receipt: id,
    project_id, kind, active, status, confidence and the timestamps; the rest is None."""

    json_names = {
        "project_id": "projectId", "kind": "type", "recall_hint": "recallHint",
        "source_run_id": "sourceRunId", "relevance_score": "relevanceScore",
        "expires_at": "expiresAt", "approved_by": "approvedBy", "approved_at": "approvedAt",
        "created_at": "createdAt", "updated_at": "updatedAt",
    }  # fmt: skip

    id: str
    project_id: int
    project: str  # the project's slug
    kind: str
    content: str
    recall_hint: str
    source: str
    source_run_id: str
    tags: list[str]
    relevance_score: float
    confidence: float
    active: bool
    status: str
    expires_at: datetime | None
    approved_by: str | None
    approved_at: datetime | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class ProjectMemoryWritten(ProjectMemory):
    """A created project memory; `deduplicated` when a near-duplicate was updated instead."""

    deduplicated: bool
