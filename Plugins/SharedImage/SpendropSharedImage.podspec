# The SharedImage plugin for a Capacitor 6 or 7 app that uses CocoaPods (the default): `npx cap sync ios` adds
# `pod 'SpendropSharedImage'` to the app's Podfile. Its core comes from SpenDrop's own pods, SpenDropIntake,
# SpenDropImage and SpenDropModel, whose podspecs are at the root of the SpenDrop checkout (README.md).
require 'json'

package = JSON.parse(File.read(File.join(__dir__, 'package.json')))

Pod::Spec.new do |s|
  s.name = 'SpendropSharedImage'
  s.version = package['version']
  s.summary = package['description']
  s.license = package['license']
  s.homepage = 'https://capacitorjs.com/docs/plugins'
  s.author = 'SpenDrop'
  # Used from a SpenDrop checkout by path (`pod ..., :path => ...`); there is no published release to fetch.
  s.source = { :git => '.', :tag => s.version.to_s }
  s.ios.deployment_target = '17.0'
  s.swift_version = '5.9'
  s.source_files = 'ios/Sources/SharedImagePlugin/**/*.swift'
  s.resource_bundles = { 'SpendropSharedImagePrivacy' => ['ios/Sources/SharedImagePlugin/PrivacyInfo.xcprivacy'] }
  s.dependency 'Capacitor'
  s.dependency 'SpenDropIntake', package['version']
  s.dependency 'SpenDropModel', package['version']
end
