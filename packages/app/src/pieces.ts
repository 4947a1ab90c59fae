/** The console's presentational pieces, for Storybook (stories render them with mocked data). */

export {
  type AdminListDeletion,
  AdminListScreen,
  type AdminListScreenProps,
} from './pages/admin/AdminListScreen.tsx';
export { ImagePicker, type ImagePickerProps } from './pages/admin/ImagePicker.tsx';
export { LandingPageCard, type LandingPageCardProps } from './pages/admin/LandingPageCard.tsx';
export { CommentForm, type CommentFormInput, type CommentFormProps } from './pages/comments/CommentForm.tsx';
export { CommentList, type CommentListProps } from './pages/comments/CommentList.tsx';
export { CompaniesList, type CompaniesListProps } from './pages/companies/CompaniesList.tsx';
export { CompanyCards, CompanyUsageCard } from './pages/companies/CompanyCards.tsx';
export { CompanyForm, type CompanyFormProps } from './pages/companies/CompanyForm.tsx';
export {
  ExternalUploadDetails,
  type ExternalUploadDetailsProps,
} from './pages/external-upload/ExternalUploadDetails.tsx';
export { ExternalUploadLinks, type ExternalUploadLinksProps } from './pages/external-upload/ExternalUploadLinks.tsx';
export {
  ExternalUploadLinksPanel,
  type ExternalUploadLinksPanelProps,
} from './pages/external-upload/ExternalUploadLinksPanel.tsx';
export {
  ExternalUploadPanel,
  type ExternalUploadPanelProps,
  InvalidTokenPanel,
} from './pages/external-upload/ExternalUploadPanel.tsx';
export { FtpConnectionCard, type FtpConnectionCardProps } from './pages/ftp/FtpConnectionCard.tsx';
export { FtpImportList, type FtpImportListProps } from './pages/ftp/FtpImportList.tsx';
export { type FtpActionState, FtpPanel, type FtpPanelProps } from './pages/ftp/FtpPanel.tsx';
export { FtpUploadOptionsForm, type FtpUploadOptionsFormProps } from './pages/ftp/FtpUploadOptionsForm.tsx';
export { LibrariesList, type LibrariesListProps } from './pages/libraries/LibrariesList.tsx';
export {
  AssignedUsersCard,
  PlayerTemplatesCard,
  type PlayerTemplatesCardProps,
} from './pages/libraries/LibraryCards.tsx';
export { LibraryForm, type LibraryFormProps } from './pages/libraries/LibraryForm.tsx';
export { bulkActions } from './pages/media-library/bulkActions.ts';
export { InteractiveClicks, type InteractiveClicksProps } from './pages/media-library/InteractiveClicks.tsx';
export { INTERACTIVE_CLICKS_TEXTS } from './pages/media-library/interactiveClicks.ts';
export { MediaLibraryPanel, type MediaLibraryPanelProps } from './pages/media-library/MediaLibraryPanel.tsx';
export { MediaLibraryToolbar, type MediaLibraryToolbarProps } from './pages/media-library/MediaLibraryToolbar.tsx';
export { PrivacyPanel } from './pages/media-library/PrivacyPanel.tsx';
export { VideoDetails, type VideoDetailsProps } from './pages/media-library/VideoDetails.tsx';
export { VideoDrawer, type VideoDrawerProps } from './pages/media-library/VideoDrawer.tsx';
export { NotFoundPage } from './pages/NotFoundPage.tsx';
export { PlayerTemplateForm, type PlayerTemplateFormProps } from './pages/player-templates/PlayerTemplateForm.tsx';
export { ProfileForm, type ProfileFormProps } from './pages/profile/ProfileForm.tsx';
export {
  SignOutEverywhereCard,
  type SignOutEverywhereCardProps,
} from './pages/profile/SignOutEverywhereCard.tsx';
export { AuthorizePage } from './pages/publishing/AuthorizePage.tsx';
export { storeLinking } from './pages/publishing/linking.ts';
export { PublicationsList, type PublicationsListProps } from './pages/publishing/PublicationsList.tsx';
export { PublishDialog, type PublishDialogProps } from './pages/publishing/PublishDialog.tsx';
export { PublishingPanel, type PublishingPanelProps } from './pages/publishing/PublishingPanel.tsx';
export type { PublishVideo } from './pages/publishing/publishForm.ts';
export { PUBLISHING_UI_TEXTS } from './pages/publishing/publishing.ts';
export { SocialMediaCard, type SocialMediaCardProps } from './pages/publishing/SocialMediaCard.tsx';
export { StatisticsDetailPage } from './pages/statistics/detail/StatisticsDetailPage.tsx';
export { STATISTICS_DETAIL_TEXTS } from './pages/statistics/detail/statisticsFigures.ts';
export {
  STATISTICS_TEXTS,
  StatisticsListView,
  type StatisticsListViewProps,
} from './pages/statistics/list/StatisticsListView.tsx';
export { UploadDetails, type UploadDetailsProps } from './pages/upload/UploadDetails.tsx';
export { type UploadLibrary, UploadPanel, type UploadPanelProps } from './pages/upload/UploadPanel.tsx';
export { UsageStatsTable, type UsageStatsTableProps } from './pages/usage-stats/UsageStatsTable.tsx';
export { LibraryRolesEditor, type LibraryRolesEditorProps } from './pages/users/LibraryRolesEditor.tsx';
export { UserForm, type UserFormProps } from './pages/users/UserForm.tsx';
export { UsersList, type UsersListProps } from './pages/users/UsersList.tsx';
export { ENCODING_TEXTS, EncodingsPanel, type EncodingsPanelProps } from './pages/video/EncodingsPanel.tsx';
export { REPLACE_FILE_TEXTS, ReplaceFile, type ReplaceFileProps } from './pages/video/ReplaceFile.tsx';
export {
  type ActionVideo,
  CopyVideoDialog,
  type CopyVideoDialogProps,
} from './pages/video-actions/CopyVideoDialog.tsx';
export { EmbedSharePanel, type EmbedSharePanelProps } from './pages/video-actions/EmbedSharePanel.tsx';
export { LibraryPicker, type LibraryPickerProps } from './pages/video-actions/LibraryPicker.tsx';
export { MoveVideosDialog, type MoveVideosDialogProps } from './pages/video-actions/MoveVideosDialog.tsx';
export { VideoPreview, type VideoPreviewProps } from './pages/video-actions/VideoPreview.tsx';
export { VIDEO_ACTION_TEXTS } from './pages/video-actions/videoActions.ts';
export { ChaptersPanel, type ChaptersPanelProps } from './pages/video-assets/ChaptersPanel.tsx';
export { QuitclaimsPanel, type QuitclaimsPanelProps } from './pages/video-assets/QuitclaimsPanel.tsx';
export { SubtitlesPanel, type SubtitlesPanelProps } from './pages/video-assets/SubtitlesPanel.tsx';
export { ThumbnailPanel, type ThumbnailPanelProps } from './pages/video-assets/ThumbnailPanel.tsx';
export { VideoAssetPanels, type VideoAssetPanelsProps } from './pages/video-assets/VideoAssetPanels.tsx';
export { VIDEO_ASSET_PANEL_TEXTS } from './pages/video-assets/videoAssets.ts';
export { LeftMenu } from './shell/LeftMenu.tsx';
export { type MenuGroup, menuFor } from './shell/menu.ts';
export { ShellLayout, type ShellLayoutProps } from './shell/ShellLayout.tsx';
export { TopBar, type TopBarProps } from './shell/TopBar.tsx';
export { UserMenu } from './shell/UserMenu.tsx';
export { memoryStorage } from './view/memory-storage.ts';
export { ViewApp, type ViewAppProps } from './view/ViewApp.tsx';
export { PasswordPrompt, Unavailable } from './view/ViewStates.tsx';
