"""LangGraph's Store routes as `langgraph_sdk` calls them (no trailing slash): every other path\nunder `/langgraph/` answers a JSON 404 naming what is not supported, never a redirect."""

from django.urls import path, re_path

from compat.langgraph import views

urlpatterns = [
    path("store/items", views.StoreItemsView.as_view(), name="langgraph-items"),
    path("store/items/search", views.StoreSearchView.as_view(), name="langgraph-search"),
    path("store/namespaces", views.StoreNamespacesView.as_view(), name="langgraph-namespaces"),
    path("store/batch", views.StoreBatchView.as_view(), name="langgraph-batch"),
    re_path(r"^(?P<rest>.*)$", views.not_supported, name="langgraph-not-supported"),
]
