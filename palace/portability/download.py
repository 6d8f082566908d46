"""The streamed download of a person's own memory: the API's `GET /api/v1/export` and the
settings page's "Download my memory" both answer with it."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from django.utils import timezone

from memories.scoping import Principal
from palace.portability.export import export_stream
from palace.portability.selection import ExportScope


def export_download(principal: Principal, *, with_vectors: bool = False) -> StreamingHttpResponse:
    """What `principal` owns and may read, as a zip streamed while it is written."""
    stamp = timezone.now().strftime("%Y%m%d-%H%M%S")
    response = StreamingHttpResponse(
        export_stream(scope=ExportScope.of_principal(principal), with_vectors=with_vectors),
        content_type="application/zip",
    )
    name = f"memory-{principal.username}-{stamp}.zip".replace('"', "")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    response["Cache-Control"] = "no-store"
    return response
